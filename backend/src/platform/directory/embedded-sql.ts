/** A LIKE pattern matching `text` anywhere, case-folded, with LIKE's wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

/** Lowercased, trimmed, non-empty, each once. */
export function normalizedNames(names: readonly string[]): string[] {
  return [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))];
}
