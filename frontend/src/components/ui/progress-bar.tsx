interface ProgressBarProps {
  /** Names the bar: what is in progress. */
  label: string;
  /** How far it has come, out of `max`; left out while nobody knows yet. */
  value?: number;
  max?: number;
  /** What a screen reader says instead of the bare number. */
  valueText?: string;
  /** The filled share, in percent; null leaves the fill's width to its class (a bar that only pulses). */
  percent: number | null;
  /** The state of the work shown (running, done, failed), as data-status. */
  status?: string;
  trackClassName?: string;
  fillClassName?: string;
}

/** A determinate progress bar: a track and its fill, named for screen readers. */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  percent,
  status,
  trackClassName = 'h-1.5 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700',
  fillClassName = 'h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400',
}: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      data-status={status}
      className={trackClassName}
    >
      <div className={fillClassName} style={percent === null ? undefined : { width: `${percent}%` }} />
    </div>
  );
}
