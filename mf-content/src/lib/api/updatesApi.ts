// The activity feed (docs/product/api.md §7 GET /api/v1/activity-logs/) as react-query options, shared by
// the pages' hooks and the server render's `load`.
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getJson, type ActivityLog, type Paged } from 'mf-shared';
import { pagedListQuery } from './pagedQuery';

const ACTIVITY_LOGS_URL = '/api/v1/activity-logs/';
/** Updates per 'LOAD MORE' page (docs/product/content.md §4; the originals left it open). */
const UPDATES_PAGE_SIZE = 20;
/** The home page shows 8 updates (docs/product/content.md §1). */
const HOME_UPDATES = 8;

export const updateListQuery = () =>
  pagedListQuery<ActivityLog>(['activity-logs', 'list', { pageSize: UPDATES_PAGE_SIZE }], ACTIVITY_LOGS_URL, {
    page_size: UPDATES_PAGE_SIZE,
  });

export const latestUpdatesQuery = (count = HOME_UPDATES) =>
  queryOptions({
    queryKey: ['activity-logs', 'latest', count],
    queryFn: async ({ client }) => (await getJson<Paged<ActivityLog>>(ACTIVITY_LOGS_URL, { page_size: count }, client)).results,
  });

export const useUpdateList = () => useInfiniteQuery(updateListQuery());
export const useLatestUpdates = () => useQuery(latestUpdatesQuery());
