/** A read model's timestamp as the API sends it: ISO 8601 in UTC, or null when absent or unreadable. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A timestamp a read model always has, as the API sends it: ISO 8601 in UTC. */
export const isoTimestamp = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();
