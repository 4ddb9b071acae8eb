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

/**
 * Plain text of an HTML fragment: block ends become line breaks, list items bullets, scripts and styles vanish.
 * Linear in the length of the input, whatever a board sends: no pattern here scans past the next `<` or looks
 * for a closing tag more than once, so a description full of unclosed `<` or `<script>` cannot stall the server.
 * A `<` that starts no tag stays as text ("a < b").
 */
export function stripHtml(html: string): string {
  // Line breaks in the source are spaces in HTML; only the markup below breaks lines.
  const text = withoutComments(withoutScripts(html.replace(/\s+/g, ' ')))
    .replace(/<li\b[^<>]*>/gi, '\n- ')
    .replace(/<\/li\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(p|div|ul|ol|h[1-6]|section|article|table|tr|blockquote|pre)\b[^<>]*>/gi, '\n')
    .replace(/<\/?[a-z!?/][^<>]*>/gi, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0\r\f\v]+/g, ' ').trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}

/** Without <script> and <style> elements; one left open hides the rest, as in a browser. */
function withoutScripts(html: string): string {
  const opening = /<(script|style)\b[^<>]*>/gi;
  let kept = '';
  let from = 0;
  for (let open = opening.exec(html); open; open = opening.exec(html)) {
    kept += `${html.slice(from, open.index)} `;
    const closing = new RegExp(`</${open[1]}\\s*>`, 'gi');
    closing.lastIndex = opening.lastIndex;
    const close = closing.exec(html);
    if (!close) return kept;
    from = closing.lastIndex;
    opening.lastIndex = from;
  }
  return kept + html.slice(from);
}

/** Without <!-- comments -->; one left open hides the rest, as in a browser. */
function withoutComments(html: string): string {
  let kept = '';
  let from = 0;
  for (let start = html.indexOf('<!--'); start >= 0; start = html.indexOf('<!--', from)) {
    kept += `${html.slice(from, start)} `;
    const end = html.indexOf('-->', start + 4);
    if (end < 0) return kept;
    from = end + 3;
  }
  return kept + html.slice(from);
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
