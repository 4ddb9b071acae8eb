import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXCEPTION_RETRY_MS,
  FIRST_FAILURE_RETRY_MS,
  failureOf,
  retryDelay,
  useScheduledRetries,
  type RetriedQuery,
} from './dashboard-retry';

describe('the retry schedule of a failed dashboard load (spec §4)', () => {
  it('tries a first try that the server refused again after 2 s, once', () => {
    expect(retryDelay('answered', 1)).toBe(2_000);
    expect(retryDelay('answered', 2)).toBeNull();
  });

  it('tries again 5 s after an exception, three times in a row, then waits for Retry or the next refresh', () => {
    expect([1, 2, 3, 4].map((tries) => retryDelay('exception', tries))).toEqual([5_000, 5_000, 5_000, null]);
  });

  it('reads an HTTP status as an answer and anything else as an exception', () => {
    expect(failureOf({ status: 503, data: {} })).toBe('answered');
    expect(failureOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('exception');
    expect(failureOf({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe('exception');
    expect(failureOf({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'x' })).toBe(
      'exception',
    );
    expect(failureOf(undefined)).toBe('exception');
  });
});

describe('useScheduledRetries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const failed = (requestId: string, error: unknown, refetch: () => unknown): RetriedQuery => ({
    isError: true,
    isFetching: false,
    error,
    requestId,
    refetch,
  });

  it('refetches 2 s after a refused first try and not again after the retry is refused too', () => {
    const refetch = vi.fn();
    const refused = { status: 500, data: {} };
    const { rerender } = renderHook((query: RetriedQuery) => useScheduledRetries(query), {
      initialProps: failed('r1', refused, refetch),
    });
    act(() => vi.advanceTimersByTime(FIRST_FAILURE_RETRY_MS - 1));
    expect(refetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender({ ...failed('r2', refused, refetch), isFetching: true });
    rerender(failed('r2', refused, refetch));
    act(() => vi.advanceTimersByTime(60_000));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('refetches 5 s after each exception until three tries failed, and a success starts the count again', () => {
    const refetch = vi.fn();
    const offline = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    const { rerender } = renderHook((query: RetriedQuery) => useScheduledRetries(query), {
      initialProps: failed('r0', offline, refetch),
    });
    for (const next of ['r1', 'r2', 'r3']) {
      act(() => vi.advanceTimersByTime(EXCEPTION_RETRY_MS));
      rerender({ ...failed(next, offline, refetch), isFetching: true });
      rerender(failed(next, offline, refetch));
    }
    act(() => vi.advanceTimersByTime(60_000));
    expect(refetch).toHaveBeenCalledTimes(3);
    // The 5-minute refresh succeeds; a later failure is a first try again.
    rerender({ isError: false, isFetching: false, requestId: 'r4', refetch });
    rerender(failed('r5', offline, refetch));
    act(() => vi.advanceTimersByTime(EXCEPTION_RETRY_MS));
    expect(refetch).toHaveBeenCalledTimes(4);
  });

  it('drops its pending try when the user retries first, and counts that try as a first try', () => {
    const refetch = vi.fn();
    const refused = { status: 502, data: {} };
    const { rerender } = renderHook((query: RetriedQuery) => useScheduledRetries(query), {
      initialProps: failed('r1', refused, refetch),
    });
    // Retry pressed after 1 s: the request starts before the scheduled try.
    act(() => vi.advanceTimersByTime(1_000));
    rerender({ ...failed('r2', refused, refetch), isFetching: true });
    act(() => vi.advanceTimersByTime(5_000));
    expect(refetch).not.toHaveBeenCalled();
    rerender(failed('r2', refused, refetch));
    act(() => vi.advanceTimersByTime(FIRST_FAILURE_RETRY_MS));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
