import { createHash } from 'node:crypto';

/**
 * A saved search's id is derived from what it searches, so saving the same search twice names the same entry
 * and the decider can answer the second save with nothing; the term's case and surrounding spaces do not count.
 */
export function savedSearchIdFor(
  userId: string,
  searchTerm: string,
  location: string | null,
  companySize: string | null,
): string {
  const hex = createHash('sha256')
    .update(
      ['savedsearch', userId, searchTerm.trim().toLowerCase(), location ?? '', companySize ?? ''].join(
        '\u0000',
      ),
    )
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
