// The signed-in user's follows and private feed (GET/PATCH/DELETE /api/v1/follows/…, issue 22)
// and their data (GET /api/v1/account/export/, POST /api/v1/account/delete/).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getJson, postJson } from 'mf-shared';

type FollowKind = 'organization' | 'project' | 'concept' | 'job_tag';
export type Cadence = 'instant' | 'daily' | 'off';

export interface Follow {
  id: number;
  kind: FollowKind;
  slug: string;
  name: string;
  url: string;
  cadence: Cadence;
  created_at: string;
}

export interface FeedLinks {
  rss: string;
  atom: string;
}

const FOLLOWS_URL = '/api/v1/follows/';
export const EXPORT_URL = '/api/v1/account/export/';

export const followsQuery = () =>
  queryOptions({
    queryKey: ['follows'],
    queryFn: ({ client }) => getJson<{ results: Follow[]; feed: FeedLinks }>(FOLLOWS_URL, undefined, client),
  });

export const useFollows = () => useQuery(followsQuery());

export const setCadence = (id: number, cadence: Cadence) =>
  apiRequest<Follow>({ method: 'patch', url: `${FOLLOWS_URL}${id}/`, data: { cadence } });

export const unfollow = (id: number) => apiRequest<null>({ method: 'delete', url: `${FOLLOWS_URL}${id}/` });

export const resetFeedToken = () => postJson<FeedLinks>(`${FOLLOWS_URL}feed-token/`, {});

export const deleteAccount = (password: string) => postJson<{ message: string }>('/api/v1/account/delete/', { password });
