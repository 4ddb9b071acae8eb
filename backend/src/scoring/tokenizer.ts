/**
 * Text → terms for the scorer: lowercased (NFKC), Unicode letters and digits, technology names kept whole
 * (c++, c#, .net, node.js, ci/cd stays two terms), English stop words and job-ad filler dropped, and a light
 * suffix stemmer so "engineering", "engineers" and "engineer" meet. Pure and deterministic.
 */

/**
 * A run of letters/digits, optionally followed by + or # signs (c++, c#) or by dotted parts (node.js, asp.net);
 * or a dotted name at the start of a word (.net). A dot before a space or the end is punctuation, not a part.
 */
const TOKEN = /\.?[\p{L}\p{N}]+(?:[+#]+|(?:\.[\p{L}\p{N}]+)+)?/gu;

/** NFKC leaves ASCII text as it is, so only other text pays for normalising. */
const NOT_ASCII = /[^\u0020-\u007e\t\n\r]/;

/** The words of a text, lowercased (NFKC first, so full-width and styled letters read as plain ones). */
export const wordsOf = (text: string): string[] =>
  (NOT_ASCII.test(text) ? text.normalize('NFKC') : text).toLowerCase().match(TOKEN) ?? [];

/** Single letters carry no meaning except these language names. */
const ONE_LETTER_TERMS = new Set(['r', 'c']);

// English function words, plus words every job ad and resume uses whatever the field.
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each etc few for from further had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just me more most my ' +
    'myself no nor not now of off on once only or other our ours ourselves out over own same she should so ' +
    'some such than that the their theirs them themselves then there these they this those through to too ' +
    'under until up upon very was we were what when where which while who whom why will with within without ' +
    'would you your yours yourself yourselves us per via e.g i.e ' +
    'ability able across including include includes join looking new plus strong responsible ' +
    'responsibilities requirement requirements role roles job jobs position positions year years work works ' +
    'working team teams experience experienced opportunity opportunities candidate candidates company ' +
    'preferred required help helping using use used well good great must may like'
  ).split(' '),
);

const hasOnlyLetters = (word: string): boolean => /^\p{L}+$/u.test(word);
const DOUBLED = /([^aeiouslz])\1$/;

/**
 * A light suffix stripper (not Porter): -ies → -y, -sses → -ss, a plural -s (not -ss, -us, -is), then -ing or
 * -ed when at least three letters stay (undoubling "programm" → "program"), then a final -e. Words of three
 * letters or fewer and words with digits or signs (c++, node.js, s3) stay as they are. Stems may not be words
 * ("manag"); explanations show a surface form instead.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !hasOnlyLetters(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);

  for (const suffix of ['ing', 'ed']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      if (DOUBLED.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** word → its term, or null for a dropped word; words repeat across texts, so stemming each once pays. */
const terms = new Map<string, string | null>();
/** A bound on the memo, so arbitrary text cannot grow it without end. */
const MEMO_LIMIT = 200_000;

/** The term a lowercased word stands for, or null when it is a stop word or a stray letter. */
export function termOf(word: string): string | null {
  let term = terms.get(word);
  if (term !== undefined) return term;
  if (STOP_WORDS.has(word) || (word.length === 1 && !ONE_LETTER_TERMS.has(word))) term = null;
  else {
    const stemmed = stem(word);
    term = STOP_WORDS.has(stemmed) ? null : stemmed;
  }
  if (terms.size >= MEMO_LIMIT) terms.clear();
  terms.set(word, term);
  return term;
}

export interface Token {
  /** The stemmed term the similarity functions compare. */
  term: string;
  /** The word as written (lowercased), for explanations. */
  surface: string;
}

/** The text's terms in order, with the word each came from. */
export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const word of wordsOf(text)) {
    const term = termOf(word);
    if (term !== null) tokens.push({ term, surface: word });
  }
  return tokens;
}

/** The text's stemmed terms in order (duplicates kept: term frequency matters), appended to `into` when given. */
export function tokenize(text: string, into: string[] = []): string[] {
  for (const word of wordsOf(text)) {
    const term = termOf(word);
    if (term !== null) into.push(term);
  }
  return into;
}
