// data:check rules for the milestone ledger (issue 26 §3), part of checkData:
//   sources  every claim and every earlier claim has an http(s) source, every achievement one; no
//            source from a denylisted host
//   dates    said_on and an achievement are not after today; a claim was not said after it was
//            reached; an earlier claim was not said after the claim that replaced it
import { parseDateWithPrecision } from '../../db/date-precision';
import type { SeedMilestone } from '../data/milestones';
import { denylistedHost } from './source-denylist';

const URL = /^https?:\/\/[^\s/]+\.[^\s]+$/;

export function checkMilestones(milestones: readonly SeedMilestone[], today: string): string[] {
  const problems: string[] = [];
  for (const m of milestones) {
    const where = `milestone ${m.kind} of ${m.organization_slug}`;
    const claims = [...(m.revisions ?? []), ...(m.claim ? [m.claim] : [])];
    const sources = [...claims.map((claim) => claim.source), ...(m.achievement ? [m.achievement.source] : [])];
    for (const source of sources) {
      if (!URL.test(source.url)) problems.push(`sources: ${where} has a source without an http(s) URL ('${source.url}')`);
      const denied = denylistedHost(source.url);
      if (denied) problems.push(`sources: ${where} cites ${denied.host} (${denied.reason})`);
    }
    let previous: string | null = null;
    for (const claim of claims) {
      const said = claim.said_on ? parseDateWithPrecision(claim.said_on)?.date : null;
      if (said && said > today) problems.push(`dates: ${where} was said after today (${claim.said_on})`);
      if (said && previous && said < previous) problems.push(`dates: ${where} has a revision said after the claim replacing it`);
      if (said) previous = said;
    }
    const reached = m.achievement ? parseDateWithPrecision(m.achievement.date)?.date : null;
    if (reached && reached > today) problems.push(`dates: ${where} is reached after today (${m.achievement!.date})`);
  }
  return problems;
}
