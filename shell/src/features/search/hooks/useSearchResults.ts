import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchSearchPage, fetchSearchResults, type HeaderSearchResult } from '../api/searchApi';

/** docs/product/shell.md §4: requests only for non-empty text, debounced by 500 ms. */
const SEARCH_DEBOUNCE_MS = 500;

export interface SearchResultsState {
  results: HeaderSearchResult[];
  /** True from the keystroke until the answer for the latest text arrives. */
  searching: boolean;
  loadingMore: boolean;
  /** True once the latest non-empty text has an answer (so 'No records found' may show). */
  answered: boolean;
  hasMore: boolean;
  loadMore(): void;
}

/** `value`, once it has stopped changing for `delayMs`. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Results for `text` with TanStack Query's infinite query: one query per debounced text
 * (an answer for older text can never show under newer text), the `next` link as the page
 * parameter, and `loadMore` appending the next page, one at a time.
 */
export function useSearchResults(text: string): SearchResultsState {
  const query = text.trim();
  const debounced = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const settled = query !== '' && debounced === query;
  const search = useInfiniteQuery({
    queryKey: ['search', 'with-supply-chain', debounced],
    queryFn: ({ pageParam }) => (pageParam ? fetchSearchPage(pageParam) : fetchSearchResults(debounced)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next,
    enabled: settled,
    staleTime: 30_000,
  });

  useEffect(() => {
    if (search.error) console.error('Search failed', search.error);
  }, [search.error]);

  const results = settled ? (search.data?.pages.flatMap((page) => page.results) ?? []) : [];
  return {
    results,
    searching: query !== '' && (!settled || (search.isFetching && !search.isFetchingNextPage)),
    loadingMore: settled && search.isFetchingNextPage,
    answered: settled && (search.isSuccess || search.isError),
    hasMore: settled && search.hasNextPage,
    loadMore: () => {
      // cancelRefetch: false — a second scroll event while the page loads must not start it again.
      if (settled && search.hasNextPage && !search.isFetching) void search.fetchNextPage({ cancelRefetch: false });
    },
  };
}
