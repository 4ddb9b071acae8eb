/** At most this many terms explain a job's or a contact's score on the task's detail. */
export const MAX_MATCHED_TERMS = 8;

/**
 * The words behind a score, from the scorer's matches ({ skills: { score, terms } , ...}), strongest match first,
 * each word once.
 */
export function matchedTerms(matches: Partial<Record<string, { score: number; terms: string[] }>>): string[] {
  const details = Object.values(matches).filter((detail) => detail !== undefined);
  details.sort((a, b) => b.score - a.score);
  const terms = new Set<string>();
  for (const detail of details) for (const term of detail.terms) terms.add(term);
  return [...terms].slice(0, MAX_MATCHED_TERMS);
}
