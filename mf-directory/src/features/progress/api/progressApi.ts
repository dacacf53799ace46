// GET /api/v1/progress/points/ (api/src/resources/progress) as react-query options: the page's
// hook and the server render's `load` use the same ones.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, type PerformancePointList } from 'mf-shared';

export const progressPointsQuery = (concept: string | null) =>
  queryOptions({
    queryKey: ['progress', 'points', concept ?? 'all'],
    queryFn: ({ client }) => getJson<PerformancePointList>('/api/v1/progress/points/', { concept: concept ?? undefined }, client),
  });

export const useProgressPoints = (concept: string | null) =>
  useQuery({ ...progressPointsQuery(concept), placeholderData: keepPreviousData });
