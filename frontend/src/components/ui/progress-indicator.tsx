import type { Stage } from '../../lib/use-staged-progress';

interface ProgressIndicatorProps {
  /** Names the progress bar: what is in progress. */
  label: string;
  stage: Stage | null;
}

/** A determinate progress bar with the current stage read out. */
export function ProgressIndicator({ label, stage }: ProgressIndicatorProps) {
  if (!stage) return null;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={stage.value}
        aria-valuetext={`${stage.value}% ${stage.label}`}
        className="h-1.5 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400"
          style={{ width: `${stage.value}%` }}
        />
      </div>
      <p role="status" className="text-xs text-gray-600 dark:text-gray-400">
        {stage.label} ({stage.value}%)
      </p>
    </div>
  );
}
