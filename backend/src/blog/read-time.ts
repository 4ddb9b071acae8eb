/** Spec §5: an average reader's pace, in words a minute. */
export const WORDS_PER_MINUTE = 225;

/** The words a reader reads in Markdown: runs of letters or digits, so markup (#, *, -, links' brackets) is not counted. */
export function countWords(markdown: string): number {
  const withoutUrls = markdown.replace(/\]\([^)]*\)/g, ']');
  return withoutUrls.match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Spec §5 Blog read time: read_minutes if given, else the word count over 225, rounded up, and at least 1. */
export function readMinutes(text: string, given?: number): number {
  if (given !== undefined) return given;
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}
