import type { Seniority } from '../directory.port';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** Decodes one level of HTML entities (named ones above, and every numeric one). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment: block ends become line breaks, list items bullets, scripts and styles vanish. */
export function stripHtml(html: string): string {
  // Line breaks in the source are spaces in HTML; only the markup below breaks lines.
  const text = html
    .replace(/\s+/g, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/li\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(p|div|ul|ol|h[1-6]|section|article|table|tr|blockquote|pre)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0\r\f\v]+/g, ' ').trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}

const EXECUTIVE = new Set([
  'director',
  'vp',
  'svp',
  'evp',
  'head',
  'chief',
  'ceo',
  'cto',
  'cfo',
  'coo',
  'cmo',
  'cio',
  'president',
]);
const SENIOR = new Set(['senior', 'sr', 'staff', 'principal', 'lead']);
const JUNIOR = new Set([
  'junior',
  'jr',
  'intern',
  'internship',
  'associate',
  'entry',
  'graduate',
  'apprentice',
  'trainee',
]);

/** Seniority a title implies; the highest level named wins ("Associate Director" is executive, "Senior Associate" senior). */
export function inferSeniority(title: string): Seniority | null {
  const words = titleWords(title);
  if (words.some((word) => EXECUTIVE.has(word))) return 'executive';
  if (words.some((word) => SENIOR.has(word))) return 'senior';
  if (words.some((word) => JUNIOR.has(word))) return 'junior';
  return null;
}

export function titleWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** An ISO timestamp, or null when the value is not a date. */
export function isoDate(value: string | number): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
