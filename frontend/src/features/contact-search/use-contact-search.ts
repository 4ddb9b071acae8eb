import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { onServerPush } from '../../api/socket';
import { randomUuid } from '../../lib/random-uuid';
import { toastFailure } from '../../lib/toast-failure';
import { reportTourAction } from '../../lib/tour-actions';
import {
  CONTACT_PAGE_SIZE,
  useContactSearchContactsMutation,
  type ContactSearchCompany,
  type ContactSearchPage,
  type ContactSearchProgress,
} from './contact-search.api';

export interface ContactSearchState {
  /** The companies as confirmed when the search began; Back and Next page through these. */
  companies: ContactSearchCompany[];
  running: boolean;
  progress: ContactSearchProgress | null;
  results: ContactSearchPage | null;
}

/**
 * Runs POST /snowflake/search with a fresh search_id per request and follows that id's progress pushes until the
 * answer arrives; an answer to a request that a newer one replaced is dropped.
 */
export function useContactSearch() {
  const [state, setState] = useState<ContactSearchState | null>(null);
  const [runSearch] = useContactSearchContactsMutation();
  const current = useRef<string | null>(null);
  const stopListening = useRef<() => void>(() => undefined);

  useEffect(
    () => () => {
      current.current = null;
      stopListening.current();
    },
    [],
  );

  const find = useCallback(
    async (companies: ContactSearchCompany[], page: number): Promise<void> => {
      const searchId = randomUuid();
      current.current = searchId;
      stopListening.current();
      stopListening.current = onServerPush('contacts.search.progress', (progress) => {
        if (progress.searchId !== searchId) return;
        setState((shown) => (shown && current.current === searchId ? { ...shown, progress } : shown));
      });
      setState((shown) => ({
        companies,
        running: true,
        progress: null,
        // A new search clears the old results; paging keeps the page shown until the next one arrives.
        results: page === 0 ? null : (shown?.results ?? null),
      }));
      const settle = (results: ContactSearchPage | null) =>
        setState((shown) => (shown ? { ...shown, running: false, progress: null, results } : shown));
      try {
        const results = await runSearch({
          companies,
          offset: page * CONTACT_PAGE_SIZE,
          limit: CONTACT_PAGE_SIZE,
          search_id: searchId,
        }).unwrap();
        if (current.current !== searchId) return;
        if (!results.success) {
          settle(null);
          toast.error('Search failed.', { description: results.detail || undefined });
          return;
        }
        settle(results);
        if (page === 0) {
          toast.success('Contact search completed!', { description: results.detail });
          reportTourAction({ type: 'contacts-found', count: results.total });
        }
      } catch (error) {
        if (current.current !== searchId) return;
        setState((shown) => (shown ? { ...shown, running: false, progress: null } : shown));
        toastFailure('Failed to perform contact search.', error, () => void find(companies, page));
      } finally {
        if (current.current === searchId) stopListening.current();
      }
    },
    [runSearch],
  );

  return { state, find };
}
