/** How many pages `total` items fill; at least one, so an empty list reads 'Page 1 of 1'. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Where a paged list stands: a 1-based page of `limit` items out of `total`. */
export interface PageOf {
  page: number;
  limit: number;
  total: number;
}

/** Where an offset-paged server answer stands, from the offset, limit and total it echoes. */
export function pageOfOffset({
  offset,
  limit,
  total,
}: {
  offset: number;
  limit: number;
  total: number;
}): PageOf {
  return { page: Math.floor(offset / Math.max(1, limit)) + 1, limit, total };
}

/** Spec section 2: 'Showing x to y of z results' for a 1-based page. */
export function showingResults(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 to 0 of 0 results';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Showing ${first} to ${last} of ${total} results`;
}
