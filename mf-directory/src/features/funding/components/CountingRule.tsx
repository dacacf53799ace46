// What the directory's funding total counts (issue 23 §1): the rule, its cut-off day, the total
// against the FIA's, the counted rounds without a USD figure and the known gaps. The rule ignores
// the page's filters, so it is shown whatever they select.
import { formatCount, formatDate, formatMoney } from 'mf-shared/kit';
import { DetailSection } from '../../../components/DetailSection';
import { safeExternalUrl } from '../../../lib/display';
import type { FundingCountingRule } from '../api/fundingApi';
import styles from './FundingPage.module.css';

export function CountingRule({ rule }: { rule: FundingCountingRule }) {
  const referenceUrl = safeExternalUrl(rule.reference.url);
  const share = rule.reference.total_usd > 0 ? Math.round((rule.total_usd / rule.reference.total_usd) * 100) : null;
  const cutOff = formatDate(rule.announced_by, 'long');
  return (
    <DetailSection id="counting-rule" title="What the total counts">
      <div className={styles.rule}>
        <p className={styles.ruleTotal}>
          <strong className="tabular-nums">{formatMoney(rule.total_usd)}</strong> to {formatCount(rule.organizations)} private fusion
          developers, announced by <time dateTime={rule.announced_by}>{cutOff}</time>
          {share !== null && (
            <>
              : {share}% of the {formatMoney(rule.reference.total_usd)} counted by{' '}
              {referenceUrl ? (
                <a href={referenceUrl} target="_blank" rel="noopener noreferrer">
                  {rule.reference.name}
                </a>
              ) : (
                rule.reference.name
              )}
            </>
          )}
          .
        </p>
        <p>{rule.text}</p>
        {rule.rounds_without_usd > 0 && (
          <p>
            {formatCount(rule.rounds_without_usd)} of the {formatCount(rule.rounds)} rounds it counts have no US-dollar figure (undisclosed,
            or no rate for their month) and add nothing to it.
          </p>
        )}
        {rule.known_gaps.length > 0 && (
          <>
            <p id="counting-rule-gaps">Known gaps, left out of the total:</p>
            <ul aria-labelledby="counting-rule-gaps">
              {rule.known_gaps.map((gap) => (
                <li key={gap}>{gap}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </DetailSection>
  );
}
