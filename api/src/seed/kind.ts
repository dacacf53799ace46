// Defaults for the organization fields of issue 19 when the data does not give them. The same
// rules fill existing rows in migration 0014_admin_data_backfill.sql: keep both in step.
import type { OrganizationTagName, SeedOrganization, SeedOrganizationKind } from './data/types';

/** Tags that say what an organization is; the others (e.g. 'Fusion Machine Developer') do not. */
const KIND_OF_TAG: Partial<Record<OrganizationTagName, SeedOrganizationKind>> = {
  University: 'university',
  'University Department': 'university',
  'National Laboratory': 'laboratory',
  'Nonprofit Organization': 'nonprofit',
  'Industry Association': 'nonprofit',
  'Government Agency': 'state-program',
  'State Government': 'state-program',
  'Venture Capital Firm': 'investor',
  'Corporate Venture Capital': 'investor',
  'University Venture Capital': 'investor',
  'Family Office': 'investor',
  'Asset Management Firm': 'investor',
  'Sovereign Wealth Fund': 'investor',
};

/** The kind the tags imply when they all agree; null (unclassified) otherwise. */
export function kindFromTags(tags: readonly OrganizationTagName[]): SeedOrganizationKind | null {
  const kinds = new Set(tags.flatMap((tag) => (KIND_OF_TAG[tag] ? [KIND_OF_TAG[tag]] : [])));
  return kinds.size === 1 ? [...kinds][0]! : null;
}

type JobBoard = NonNullable<SeedOrganization['job_board']>;

const ATS_BOARDS: [RegExp, JobBoard['kind']][] = [
  [/^https:\/\/(?:boards|job-boards)\.greenhouse\.io\/([A-Za-z0-9_-]+)/i, 'greenhouse'],
  [/^https:\/\/jobs\.lever\.co\/([A-Za-z0-9_-]+)/i, 'lever'],
  [/^https:\/\/jobs\.ashbyhq\.com\/([A-Za-z0-9_.-]+)/i, 'ashby'],
];

/** A careers page URL as a job board: an ATS board and its token, else a plain 'url' board. */
export function jobBoardFromUrl(url: string | null | undefined): JobBoard | null {
  if (!url) return null;
  for (const [pattern, kind] of ATS_BOARDS) {
    const match = pattern.exec(url);
    if (match) return { kind, id: match[1]! };
  }
  return { kind: 'url', id: url };
}
