// /funding: who raised what and when, which concepts attract money, where it goes (issue 10).
// The filters are the URL's query: the server renders any filtered view, with or without JavaScript.
import { useLocation } from 'react-router-dom';
import { ErrorState, EmptyState, formatCount, formatMoney, Skeleton } from 'mf-shared/kit';
import type { RouteContext } from 'mf-shared/area';
import { ExportLinks } from '../../../components/ExportLinks';
import { fundingSummaryQuery, useFundingSummary } from '../api/fundingApi';
import { fundingHead } from '../head';
import { fundingQueryParams, fundingSearch, parseFundingFilters, FUNDING_TYPE_LABELS } from '../utils/filters';
import { FundingBreakdown, FundingByYear } from './FundingCharts';
import { FundingFiltersForm } from './FundingFiltersForm';
import { LargestRoundsTable } from './LargestRoundsTable';
import { CountingRule } from './CountingRule';
import page from '../../../lib/styles/Page.module.css';
import { DetailSection } from '../../../components/DetailSection';
import styles from './FundingPage.module.css';

// The route's server data and <head> travel with this page's chunk (mf-shared/area lazyPage PageModule).
export const load = ({ queryClient, search }: RouteContext) => queryClient.prefetchQuery(fundingSummaryQuery(parseFundingFilters(search)));

export const head = ({ queryClient, search, origin }: RouteContext) => {
  const filters = parseFundingFilters(search);
  return fundingHead(queryClient.getQueryData(fundingSummaryQuery(filters).queryKey), filters, origin);
};

export default function FundingPage() {
  const { search } = useLocation();
  const filters = parseFundingFilters(search);
  const query = useFundingSummary(filters);
  const summary = query.data;
  const dataKey = fundingSearch(filters) || 'all';
  const description = [
    filters.type ? FUNDING_TYPE_LABELS[filters.type].toLowerCase() : '',
    'funding rounds',
    filters.from || filters.to ? `${filters.from ?? '…'}–${filters.to ?? '…'}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={page.page}>
      <header className={page.headerWithIntro}>
        <div>
          <h1 className={page.title}>Funding</h1>
          <p className={styles.intro}>
            Disclosed funding of fusion energy organizations: private investment and non-dilutive funding (grants and public programmes), as
            announced. Every round links to its sources.
          </p>
        </div>
        <ExportLinks dataset="funding-rounds" params={fundingQueryParams(filters)} description={`the ${description}`} />
      </header>

      <FundingFiltersForm filters={filters} options={summary?.options} />

      {query.isPending ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton height={96} />
          <Skeleton height={320} />
        </div>
      ) : query.isError || !summary ? (
        <ErrorState message="The funding figures could not be loaded." onRetry={() => void query.refetch()} />
      ) : summary.totals.rounds === 0 ? (
        <EmptyState />
      ) : (
        <div className={styles.results} aria-busy={query.isPlaceholderData}>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>Disclosed funding</dt>
              <dd className="tabular-nums">{formatMoney(summary.totals.amount_usd)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>Rounds</dt>
              <dd className="tabular-nums">
                {formatCount(summary.totals.rounds)}
                {summary.totals.disclosed_rounds < summary.totals.rounds && (
                  <span className={styles.statNote}>
                    {' '}
                    ({formatCount(summary.totals.rounds - summary.totals.disclosed_rounds)} undisclosed)
                  </span>
                )}
              </dd>
            </div>
            <div className={styles.stat}>
              <dt>Organizations funded</dt>
              <dd className="tabular-nums">{formatCount(summary.totals.organizations)}</dd>
            </div>
          </dl>

          <FundingByYear summary={summary} dataKey={dataKey} />

          <div className={styles.breakdowns}>
            <FundingBreakdown
              title="By confinement concept"
              subject="Concept"
              dataKey={dataKey}
              entries={summary.by_concept.map((entry) => ({
                key: entry.concept?.slug ?? 'unknown',
                label: entry.concept?.display_name ?? 'Concept not known',
                value: entry.amount_usd,
                rounds: entry.rounds,
              }))}
            />
            <FundingBreakdown
              title="By country"
              subject="Country"
              dataKey={dataKey}
              entries={summary.by_country.map((entry) => ({
                key: entry.country_code ?? 'unknown',
                label: entry.country ?? 'Country not known',
                value: entry.amount_usd,
                rounds: entry.rounds,
              }))}
            />
          </div>

          <DetailSection id="largest-rounds" title="Largest rounds">
            <LargestRoundsTable rounds={summary.largest_rounds} />
          </DetailSection>

          <p className={styles.method}>
            Amounts are in US dollars: a round announced in another currency is converted at its announcement month&apos;s rate; a round
            without a US-dollar figure (undisclosed, or no rate for its month) counts nowhere. An organization&apos;s concept is the concept
            of most of the projects it leads.
          </p>
        </div>
      )}

      {summary?.counting_rule && <CountingRule rule={summary.counting_rule} />}
    </div>
  );
}
