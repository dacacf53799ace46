// GET /api/v1/milestones/ (api/src/resources/milestones) as react-query options: /progress/milestones
// and the ledger section of the organization and project pages (server render and browser) share them.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, isNotFoundError, type MilestoneKind, type MilestoneList, type MilestoneStatus } from 'mf-shared';

export interface MilestoneFilters {
  organization?: string;
  project?: string;
  concept?: string;
  milestone?: MilestoneKind;
  status?: MilestoneStatus;
}

export const milestonesQuery = (filters: MilestoneFilters) =>
  queryOptions({
    queryKey: [
      'milestones',
      filters.organization ?? '',
      filters.project ?? '',
      filters.concept ?? '',
      filters.milestone ?? '',
      filters.status ?? '',
    ],
    queryFn: ({ client }) => getJson<MilestoneList>('/api/v1/milestones/', { ...filters }, client),
  });

export const useMilestones = (filters: MilestoneFilters) => useQuery({ ...milestonesQuery(filters), placeholderData: keepPreviousData });

/**
 * An organization's or a project's ledger (the detail pages' section): one the API does not know
 * (e.g. a record under review, which the ledger does not list) has none — never a 404 of the page.
 */
export const ledgerQuery = (filters: Pick<MilestoneFilters, 'organization' | 'project'>) =>
  queryOptions({
    queryKey: ['milestones', 'ledger', filters.organization ?? '', filters.project ?? ''],
    queryFn: async ({ client }): Promise<MilestoneList | null> => {
      try {
        return await getJson<MilestoneList>('/api/v1/milestones/', { ...filters }, client);
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
  });

export const useLedger = (filters: Pick<MilestoneFilters, 'organization' | 'project'>) => useQuery(ledgerQuery(filters));
