/** OpenAI's speech endpoint refuses an input longer than this many characters. */
export const OPENAI_SPEECH_INPUT_LIMIT = 4096;

const SENTENCE_END = /[.!?…]["')\]]*\s+|\n+/g;

/**
 * The text in pieces of at most `limit` characters, cut after a sentence where one ends within the limit, else at
 * the last space, else mid-word (a 4,096-character word); each piece trimmed and none empty, so each is read with
 * a natural pause at its end.
 */
export function speechChunks(text: string, limit: number = OPENAI_SPEECH_INPUT_LIMIT): string[] {
  const chunks: string[] = [];
  let rest = text.trim();
  while (rest.length > limit) {
    const window = rest.slice(0, limit + 1);
    let cut = 0;
    for (const match of window.matchAll(SENTENCE_END)) {
      const end = match.index + match[0].trimEnd().length;
      if (end <= limit && end > 0) cut = end;
    }
    if (cut === 0) cut = window.lastIndexOf(' ', limit);
    if (cut <= 0) cut = limit;
    chunks.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== '') chunks.push(rest);
  return chunks;
}
