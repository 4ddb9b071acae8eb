import { useEffect, useRef } from 'react';

/**
 * Spec §4 Dashboard loading: a load that fails on its first try is tried again after 2 s; a load that ended in an
 * exception (no answer: the network, the 10 s timeout, an unreadable body) after 5 s. Meanwhile, and after the
 * automatic tries give up, the page shows zeroed figures with Retry; the 5-minute refresh and window focus start a
 * new load with its own first try.
 */
export const FIRST_FAILURE_RETRY_MS = 2_000;
export const EXCEPTION_RETRY_MS = 5_000;
/** Tries after an exception, in a row, before the page waits for Retry, focus or the next refresh. */
export const MAX_EXCEPTION_RETRIES = 3;

/** 'answered': the server answered with an error status; 'exception': no usable answer came. */
export type LoadFailure = 'answered' | 'exception';

/** How a failed RTK Query load ended: an HTTP status is an answer, anything else (FETCH_ERROR, ...) an exception. */
export function failureOf(error: unknown): LoadFailure {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? 'answered' : 'exception';
}

/**
 * When to try a failed load again, in ms, or null for no automatic try. `failedTries` counts this load's tries that
 * failed in a row, 1 being the first try.
 */
export function retryDelay(failure: LoadFailure, failedTries: number): number | null {
  if (failure === 'exception') return failedTries <= MAX_EXCEPTION_RETRIES ? EXCEPTION_RETRY_MS : null;
  return failedTries === 1 ? FIRST_FAILURE_RETRY_MS : null;
}

/** What a query hook returns, as far as the retries need it. */
export interface RetriedQuery {
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  /** Each request's own id: a failure is counted once. */
  requestId?: string;
  refetch: () => unknown;
}

/**
 * Tries a failed query again on retryDelay's schedule. A try this hook started counts on from the last failure; any
 * other (Retry, focus, the 5-minute refresh) is a new first try. A success resets the count.
 */
export function useScheduledRetries(query: RetriedQuery): void {
  const failedTries = useRef(0);
  const automatic = useRef(false);
  const counted = useRef<string | undefined>(undefined);
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  });
  const { isError, isFetching, requestId } = query;
  useEffect(() => {
    if (isFetching) return;
    if (!isError) {
      failedTries.current = 0;
      automatic.current = false;
      return;
    }
    if (counted.current === requestId) return;
    counted.current = requestId;
    failedTries.current = automatic.current ? failedTries.current + 1 : 1;
    automatic.current = false;
    const delay = retryDelay(failureOf(latest.current.error), failedTries.current);
    if (delay === null) return;
    // Any request starting before it fires (Retry, focus) changes isFetching and drops this one.
    const timer = setTimeout(() => {
      automatic.current = true;
      void latest.current.refetch();
    }, delay);
    return () => clearTimeout(timer);
  }, [isError, isFetching, requestId]);
}
