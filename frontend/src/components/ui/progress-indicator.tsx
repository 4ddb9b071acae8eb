import type { Stage } from '../../lib/use-staged-progress';
import { ProgressBar } from './progress-bar';

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
      <ProgressBar
        label={label}
        value={stage.value}
        valueText={`${stage.value}% ${stage.label}`}
        percent={stage.value}
      />
      <p role="status" className="text-xs text-gray-600 dark:text-gray-400">
        {stage.label} ({stage.value}%)
      </p>
    </div>
  );
}
