import { similarityBand, similarityPercent, type SimilarityBand } from '../../../lib/similarity';
import { cn } from '../../../lib/cn';

const BAR_CLASSES: Record<SimilarityBand, string> = {
  green: 'bg-green-500 dark:bg-green-400',
  blue: 'bg-blue-500 dark:bg-blue-400',
  yellow: 'bg-yellow-400 dark:bg-yellow-300',
  grey: 'bg-gray-400 dark:bg-gray-500',
};

/** A job's score (0 to 10) as a bar and a percentage; the colour bands are section 9's, on score / 10. */
export function SimilarityBar({ score }: { score: number }) {
  const share = Math.min(1, Math.max(0, score / 10));
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="h-2 w-16 overflow-hidden rounded-full bg-gray-200 sm:w-20 dark:bg-gray-700"
      >
        <span
          data-band={similarityBand(share)}
          className={cn('block h-full rounded-full', BAR_CLASSES[similarityBand(share)])}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </span>
      <span className="text-xs font-medium tabular-nums text-gray-700 dark:text-gray-300">
        {similarityPercent(share)}
      </span>
    </span>
  );
}
