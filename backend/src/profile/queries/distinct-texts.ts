/** The texts trimmed, without blanks or case-insensitive repeats, in their first order. */
export function distinctTexts(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values
    .map((value) => value.trim())
    .filter((value) => {
      const key = value.toLowerCase();
      if (value === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
