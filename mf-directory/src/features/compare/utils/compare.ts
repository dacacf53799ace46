// /compare?orgs=a,b,c (issue 10): up to four organizations side by side; the URL is the state.
import type { ConceptRef, FundingEntry, OrganizationDetail } from 'mf-shared';

export const MAX_COMPARED = 4;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The organizations named by ?orgs= (comma-separated slugs): well-formed, each once, in order. */
export function parseComparedSlugs(search: URLSearchParams | string): { slugs: string[]; dropped: number } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const all = params
    .getAll('orgs')
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => slug.length > 0 && slug.length <= 200 && SLUG.test(slug));
  const unique = [...new Set(all)];
  return { slugs: unique.slice(0, MAX_COMPARED), dropped: Math.max(0, unique.length - MAX_COMPARED) };
}

/**
 * The organization's confinement concept: the one most of its projects use (ties: the first
 * listed). Null without a project of known concept.
 */
export function mainConcept(organization: Pick<OrganizationDetail, 'projects'>): ConceptRef | null {
  const counts = new Map<string, { concept: ConceptRef; count: number }>();
  for (const project of organization.projects) {
    if (!project.concept) continue;
    const entry = counts.get(project.concept.slug) ?? { concept: project.concept, count: 0 };
    entry.count += 1;
    counts.set(project.concept.slug, entry);
  }
  let best: { concept: ConceptRef; count: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best?.concept ?? null;
}

/** The most recent round the organization received (investment or non-dilutive). */
export function lastRound(
  organization: Pick<OrganizationDetail, 'funding_received_investment' | 'funding_received_nondilutive'>,
): FundingEntry | null {
  const rounds = [...organization.funding_received_investment, ...organization.funding_received_nondilutive];
  return rounds.reduce<FundingEntry | null>(
    (latest, round) =>
      !latest ||
      round.announcement_date > latest.announcement_date ||
      (round.announcement_date === latest.announcement_date && round.id > latest.id)
        ? round
        : latest,
    null,
  );
}
