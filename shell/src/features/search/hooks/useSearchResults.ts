import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchResult } from 'mf-shared';
import { fetchSearchPage, fetchSearchResults } from '../api/searchApi';

/** Spec 000 §5/§9: requests only for non-empty text, debounced by 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchResultsState {
  results: SearchResult[];
  /** True from the keystroke until the answer for the latest text arrives. */
  searching: boolean;
  loadingMore: boolean;
  /** True once the latest non-empty text has an answer (so 'No records found' may show). */
  answered: boolean;
  hasMore: boolean;
  loadMore(): void;
}

interface Answer {
  results: SearchResult[];
  next: string | null;
}

const NO_ANSWER: Answer = { results: [], next: null };

/**
 * Results for `text`: debounced, cleared for empty text, with answers for older
 * text ignored (each new text bumps a generation number that stale responses fail
 * to match), and `loadMore` appending the `next` page, at most one at a time.
 */
export function useSearchResults(text: string): SearchResultsState {
  const [answer, setAnswer] = useState<Answer>(NO_ANSWER);
  const [searching, setSearching] = useState(false);
  const [answered, setAnswered] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);
  const loadingMoreRef = useRef(false);
  const query = text.trim();

  useEffect(() => {
    generation.current += 1;
    const current = generation.current;
    setAnswered(false);
    setAnswer(NO_ANSWER);
    if (!query) {
      setSearching(false);
      return;
    }
    setSearching(true);
    const timer = setTimeout(() => {
      fetchSearchResults(query)
        .then((page) => {
          if (current !== generation.current) return;
          setAnswer({ results: page.results, next: page.next });
        })
        .catch((error: unknown) => {
          if (current !== generation.current) return;
          console.error('Search failed', error);
          setAnswer(NO_ANSWER);
        })
        .finally(() => {
          if (current !== generation.current) return;
          setSearching(false);
          setAnswered(true);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const loadMore = useCallback(() => {
    const nextUrl = answer.next;
    if (!nextUrl || loadingMoreRef.current || searching) return;
    loadingMoreRef.current = true;
    setLoadingMore(true);
    const current = generation.current;
    fetchSearchPage(nextUrl)
      .then((page) => {
        if (current !== generation.current) return;
        setAnswer((previous) => ({ results: [...previous.results, ...page.results], next: page.next }));
      })
      .catch((error: unknown) => console.error('Loading more search results failed', error))
      .finally(() => {
        loadingMoreRef.current = false;
        setLoadingMore(false);
      });
  }, [answer.next, searching]);

  return {
    results: answer.results,
    searching,
    loadingMore,
    answered,
    hasMore: answer.next !== null,
    loadMore,
  };
}
