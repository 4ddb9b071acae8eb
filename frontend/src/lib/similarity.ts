export type SimilarityBand = 'green' | 'blue' | 'yellow' | 'grey';

/** outreach.md §9: at least 0.8 green, 0.6 blue, 0.4 yellow, else grey; a job's 0-to-10 score is passed as score / 10. */
export function similarityBand(score: number): SimilarityBand {
  if (score >= 0.8) return 'green';
  if (score >= 0.6) return 'blue';
  if (score >= 0.4) return 'yellow';
  return 'grey';
}

export function similarityPercent(score: number | null | undefined): string {
  if (score === null || score === undefined || Number.isNaN(score)) return '—';
  return `${Math.round(score * 100)}%`;
}

export const SIMILARITY_CLASSES: Record<SimilarityBand, string> = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-300',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/40 dark:text-yellow-300',
  grey: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
};

/** The badge classes for a score, grey when there is none. */
export function similarityClasses(score: number | null | undefined): string {
  const known = score !== null && score !== undefined && !Number.isNaN(score);
  return SIMILARITY_CLASSES[known ? similarityBand(score) : 'grey'];
}
