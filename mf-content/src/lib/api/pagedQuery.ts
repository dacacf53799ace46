// Paged lists with 'LOAD MORE' (docs/product/content.md §8: 'Articles, jobs and updates append the
// next page'): the first page is fetched with its query, each next page by GET on the `next`
// link the API returned (a path with its query).
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { getJson, type Paged, type QueryParams } from 'mf-shared';

export function pagedListQuery<T, P extends Paged<T> = Paged<T>>(queryKey: QueryKey, url: string, params: QueryParams) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, client }) => (pageParam ? getJson<P>(pageParam, undefined, client) : getJson<P>(url, params, client)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: P) => last.next,
  });
}
