import { useCallback, useEffect, useRef, useState } from 'react';

export type SearchProgressStatus = 'running' | 'done' | 'failed';

export interface SearchProgress {
  value: number;
  status: SearchProgressStatus;
}

/** How often the bar creeps forward while the AI search runs, and where it waits for the answer. */
export const PROGRESS_TICK_MS = 400;
const WAITING_AT = 90;
/** A finished bar stays a moment so the user sees it complete. */
export const PROGRESS_CLEARS_AFTER_MS = 1000;

/**
 * The AI search reports no progress of its own: the bar advances by a share of what is left, so it slows
 * down near the end instead of stopping, completes on the answer and turns to a failure state on an error.
 */
export function useSearchProgress() {
  const [progress, setProgress] = useState<SearchProgress | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const clearer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTimers = useCallback(() => {
    clearInterval(ticker.current);
    clearTimeout(clearer.current);
  }, []);

  useEffect(() => stopTimers, [stopTimers]);

  const start = useCallback(() => {
    stopTimers();
    setProgress({ value: 5, status: 'running' });
    ticker.current = setInterval(() => {
      setProgress((now) =>
        now && now.status === 'running'
          ? { ...now, value: Math.round(now.value + (WAITING_AT - now.value) * 0.15) }
          : now,
      );
    }, PROGRESS_TICK_MS);
  }, [stopTimers]);

  const finish = useCallback(() => {
    stopTimers();
    setProgress({ value: 100, status: 'done' });
    clearer.current = setTimeout(() => setProgress(null), PROGRESS_CLEARS_AFTER_MS);
  }, [stopTimers]);

  // The failed bar stays until the next search, so the failure is not missed.
  const fail = useCallback(() => {
    stopTimers();
    setProgress((now) => ({ value: now?.value ?? 0, status: 'failed' }));
  }, [stopTimers]);

  const reset = useCallback(() => {
    stopTimers();
    setProgress(null);
  }, [stopTimers]);

  return { progress, start, finish, fail, reset };
}
