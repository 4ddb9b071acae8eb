import { useEffect, useRef } from 'react';

/**
 * Completes the step by itself `delayMs` after it shows (while `when` holds), once only: the returned flag is
 * set by then, and a screen that also completes by hand sets it too, so the two never both send.
 */
export function useCompleteAfter(complete: () => Promise<unknown>, delayMs: number, when = true) {
  const sent = useRef(false);
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => {
      if (sent.current) return;
      sent.current = true;
      void complete();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [when, complete, delayMs]);
  return sent;
}
