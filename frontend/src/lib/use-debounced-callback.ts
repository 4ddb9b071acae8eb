import { useCallback, useEffect, useRef } from 'react';

export interface Debounced<Arg> {
  /** Runs the callback with this argument once no other call has come for the delay. */
  schedule: (arg: Arg) => void;
  /** Runs a scheduled call now (leaving the field, leaving the page). */
  flush: () => void;
}

export interface DebounceOptions {
  /**
   * true (the default): a waiting call still runs when the component goes away, so what was typed is not
   * lost (a save). false: it is dropped, for calls that only update the component's own view (a search).
   */
  flushOnUnmount?: boolean;
}

export function useDebouncedCallback<Arg>(
  callback: (arg: Arg) => void,
  delayMs: number,
  { flushOnUnmount = true }: DebounceOptions = {},
): Debounced<Arg> {
  const latest = useRef(callback);
  const pending = useRef<{ arg: Arg; timer: ReturnType<typeof setTimeout> } | null>(null);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    latest.current(waiting.arg);
  }, []);

  const schedule = useCallback(
    (arg: Arg) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { arg, timer: setTimeout(flush, delayMs) };
    },
    [delayMs, flush],
  );

  useEffect(
    () => () => {
      if (flushOnUnmount) flush();
      else if (pending.current) clearTimeout(pending.current.timer);
    },
    [flush, flushOnUnmount],
  );

  return { schedule, flush };
}
