import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: a finished progress indicator clears after 1 s. */
export const PROGRESS_CLEARS_AFTER_MS = 1000;

export interface Stage {
  value: number;
  label: string;
}

/** A progress indicator moved through named stages; 100 shows briefly, then it clears. */
export function useStagedProgress() {
  const [stage, setStage] = useState<Stage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((value: number, label: string) => {
    clearTimeout(timer.current);
    setStage({ value, label });
    if (value >= 100) timer.current = setTimeout(() => setStage(null), PROGRESS_CLEARS_AFTER_MS);
  }, []);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setStage(null);
  }, []);

  return { stage, show, reset, busy: stage !== null && stage.value < 100 };
}
