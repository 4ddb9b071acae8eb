/**
 * The draft rules both sides use: message types, tones, limits and the body helpers, without zod, so the
 * browser imports them too; draft.contract.ts builds the request schemas on them.
 */

export const MESSAGE_TYPES = ['Connection Request', 'Follow-Up', 'Thank You'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const DEFAULT_MESSAGE_TYPE: MessageType = 'Connection Request';

export const TONES = ['Professional', 'Casual', 'Friendly'] as const;
export type Tone = (typeof TONES)[number];
export const DEFAULT_TONE: Tone = 'Professional';

export const DRAFT_SOURCES = ['manual', 'ai'] as const;
export type DraftSource = (typeof DRAFT_SOURCES)[number];

export const MAX_DRAFT_SUBJECT_LENGTH = 300;
export const MAX_DRAFT_BODY_LENGTH = 50_000;

export const EMPTY_DRAFT_MESSAGE = 'Cannot save empty draft.';
export const DRAFT_SUBJECT_TOO_LONG_MESSAGE = `subject must be at most ${MAX_DRAFT_SUBJECT_LENGTH} characters`;
export const DRAFT_BODY_TOO_LONG_MESSAGE = `body must be at most ${MAX_DRAFT_BODY_LENGTH} characters`;

/** The spec's client keeps unsaved drafts under ids like `draft_1712345678`; the server never has them. */
export const TEMPORARY_DRAFT_ID_PREFIX = 'draft_';
export const isTemporaryDraftId = (id: string): boolean => id.startsWith(TEMPORARY_DRAFT_ID_PREFIX);

// ---- line breaks ------------------------------------------------------------------------------------

/**
 * Typed plain text as a stored body: `&`, `<`, `>`, `"` and `'` escaped, then each line break (\r\n, \r, \n)
 * a `<br>`. Whatever the text holds, sanitising the result keeps every character, and breakTagsToText gives
 * the text back.
 */
export const textToBreakTags = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\r\n|\r|\n/g, '<br>');

/**
 * A stored body as the plain text a textarea shows: `<br>` and the ends of blocks (p, div, li, blockquote)
 * are line breaks, other tags go, character references are decoded (`&nbsp;` to a plain space). Line breaks in the HTML source next to
 * a tag are layout, not text, and go too.
 */
export const breakTagsToText = (html: string): string =>
  decodeEntities(
    html
      .replace(/[ \t]*(?:\r\n|\r|\n)\s*(?=<)|(?<=>)[ \t]*(?:\r\n|\r|\n)\s*/g, '')
      .replace(/(?:<\/(?:p|div|li|blockquote|ul|ol)\s*>)+$/i, '')
      .replace(/<br\s*\/?>|<\/(?:p|div|li|blockquote)\s*>/gi, '\n')
      .replace(/<\/?[a-z][^>]*>/gi, '')
      // An editor's &nbsp; is a space to whoever edits the text; a typed U+00A0 is kept as it is.
      .replace(/&nbsp;/gi, ' '),
  );

/** The allow-listed tags as a person writing HTML spells them: bare, or `<a href=...>`. */
const ALLOWED_TAG_SPELLING =
  /<\/?(?:p|br|b|i|strong|em|u|ul|ol|li|blockquote)\s*\/?>|<a\s+href\s*=[^>]*>|<\/a\s*>/i;
const CHARACTER_REFERENCE = /&(?:#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/**
 * True when a body is HTML rather than plain text: it holds one of the kept tags (bare, or a link) or a
 * character reference, which is what textToBreakTags writes. Anything else that only looks like markup
 * ("a<b and c>d", "<https://x.example>") is plain text whose characters must all survive.
 */
export const containsHtmlTag = (text: string): boolean =>
  ALLOWED_TAG_SPELLING.test(text) || CHARACTER_REFERENCE.test(text);

/**
 * Stored form of a body a user typed or a model wrote: plain text is escaped and keeps its lines, HTML
 * (textToBreakTags' output included) is sanitised. Applying it twice changes nothing.
 */
export const normalizeDraftBody = (body: string): string =>
  sanitizeDraftHtml(containsHtmlTag(body) ? body : textToBreakTags(body));

// ---- sanitising -------------------------------------------------------------------------------------

const ALLOWED_TAGS = new Set(['p', 'br', 'b', 'i', 'strong', 'em', 'u', 'a', 'ul', 'ol', 'li', 'blockquote']);
const VOID_TAGS = new Set(['br']);
/**
 * Elements whose content a browser never shows as text (or runs): dropped with their content. The raw-text
 * ones (script, style, ...) are read to their end tag without looking for tags inside, as a browser does.
 */
const RAW_TEXT_TAGS = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);
const ALLOWED_URL = /^(?:https?:|mailto:)/i;
// eslint-disable-next-line no-control-regex
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]/;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  sol: '/',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  semi: ';',
  excl: '!',
  num: '#',
  equals: '=',
};

function decodeEntities(value: string): string {
  // Browsers accept numeric references without the ';' and with leading zeros: so does this.
  return value.replace(/&(?:#x([0-9a-f]+);?|#([0-9]+);?|([a-z][a-z0-9]*);?)/gi, (whole, hex, dec, name) => {
    if (hex !== undefined || dec !== undefined) {
      const code = hex !== undefined ? parseInt(hex as string, 16) : parseInt(dec as string, 10);
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        return '\ufffd';
      }
      return String.fromCodePoint(code);
    }
    const decoded = NAMED_ENTITIES[(name as string).toLowerCase()];
    return decoded ?? whole;
  });
}

const escapeText = (text: string): string => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Well-formed character references pass through (they stay text); a bare '&' is escaped. */
const escapeTextAmpersands = (text: string): string =>
  escapeText(text).replace(/&(?!(?:#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);)/gi, '&amp;');

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The href as a browser resolves it, or null unless it is an absolute http(s) or mailto URL. The decoded and
 * cleaned value is what we check and what we write back (escaped), so the browser sees exactly what passed.
 */
function allowedHref(raw: string): string | null {
  // The URL parser drops tabs and newlines anywhere and C0 controls and spaces at both ends.
  const url = decodeEntities(raw)
    .replace(/[\t\n\r]/g, '')
    .replace(EDGE_CONTROLS, '');
  if (CONTROLS.test(url)) return null;
  return ALLOWED_URL.test(url) ? url : null;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  /** index just after the tag's '>' */
  end: number;
}

/** Reads a tag starting at html[start] === '<' per the HTML tokenizer's rules; null when the input ends first. */
function readTag(html: string, start: number): Tag | null {
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  const nameMatch = /^[a-z][^\s/>]*/i.exec(html.slice(i, i + 256));
  if (!nameMatch) return null;
  const name = nameMatch[0].toLowerCase();
  i += nameMatch[0].length;
  const attributes = new Map<string, string>();
  while (i < html.length) {
    const c = html[i];
    if (c === '>') return { name, closing, attributes, end: i + 1 };
    if (/[\s/]/.test(c)) {
      i++;
      continue;
    }
    let nameEnd = i + 1; // a leading '=' belongs to the name, as in the tokenizer
    while (nameEnd < html.length && !/[\s/>=]/.test(html[nameEnd])) nameEnd++;
    const attributeName = html.slice(i, nameEnd).toLowerCase();
    i = nameEnd;
    while (i < html.length && /\s/.test(html[i])) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        let valueEnd = i;
        while (valueEnd < html.length && !/[\s>]/.test(html[valueEnd])) valueEnd++;
        value = html.slice(i, valueEnd);
        i = valueEnd;
      }
    }
    // The first of two same-named attributes wins, as in the browser.
    if (!attributes.has(attributeName)) attributes.set(attributeName, value);
  }
  return null;
}

/**
 * Keeps p, br, b, i, strong, em, u, a[href http/https/mailto], ul, ol, li and blockquote, each without any
 * other attribute; links get rel="noopener noreferrer". Other tags go and their text stays, except script,
 * style and the like, which go with their content. Comments, doctype and processing instructions go. Text
 * is escaped, unclosed kept tags are closed, stray end tags dropped: the output is well-formed whatever the
 * input, and sanitising it again changes nothing.
 */
export function sanitizeDraftHtml(html: string): string {
  const out: string[] = [];
  /** Kept elements still open, innermost last; `emitted` false for an `a` dropped for its href. */
  const open: { name: string; emitted: boolean }[] = [];
  let text = '';
  const flushText = () => {
    if (text) out.push(escapeTextAmpersands(text));
    text = '';
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    i = lt;
    const next = html[i + 1] ?? '';
    if (html.startsWith('<!--', i)) {
      flushText();
      // '<!-->' and '<!--->' end where they stand, as in the browser.
      const close = html.indexOf('-->', i + 2);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    if (next === '/' && html[i + 2] === '>') {
      i += 3; // '</>' is nothing to a browser
      continue;
    }
    if (
      next === '!' ||
      next === '?' ||
      (next === '/' && i + 2 < html.length && !/[a-z]/i.test(html[i + 2]))
    ) {
      // Doctype, CDATA, processing instruction, '</' + non-letter: bogus comments up to the next '>'.
      flushText();
      const close = html.indexOf('>', i);
      i = close < 0 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, i);
    if (!tag) {
      if (/[a-z]/i.test(next) || (next === '/' && /[a-z]/i.test(html[i + 2] ?? ''))) {
        // An unfinished tag at the end of the input: the browser drops it, so do we.
        break;
      }
      text += '<';
      i++;
      continue;
    }
    flushText();
    i = tag.end;
    if (RAW_TEXT_TAGS.has(tag.name)) {
      if (!tag.closing) {
        const endMatch = new RegExp(`</${tag.name}(?=[\\s/>])`, 'i').exec(html.slice(i));
        if (!endMatch) break;
        const endTag = readTag(html, i + endMatch.index);
        i = endTag ? endTag.end : html.length;
      }
      continue;
    }
    if (tag.name === 'plaintext') break;
    if (!ALLOWED_TAGS.has(tag.name)) continue;
    if (tag.closing) {
      if (VOID_TAGS.has(tag.name)) {
        out.push('<br>'); // '</br>' is a line break to a browser too
        continue;
      }
      const at = open.map((e) => e.name).lastIndexOf(tag.name);
      if (at < 0) continue;
      while (open.length > at) {
        const element = open.pop()!;
        if (element.emitted) out.push(`</${element.name}>`);
      }
      continue;
    }
    if (VOID_TAGS.has(tag.name)) {
      out.push(`<${tag.name}>`);
      continue;
    }
    if (tag.name === 'a') {
      const href = allowedHref(tag.attributes.get('href') ?? '');
      if (href === null) {
        open.push({ name: 'a', emitted: false });
        continue;
      }
      out.push(`<a href="${escapeAttribute(href)}" rel="noopener noreferrer">`);
      open.push({ name: 'a', emitted: true });
      continue;
    }
    out.push(`<${tag.name}>`);
    open.push({ name: tag.name, emitted: true });
  }
  flushText();
  while (open.length > 0) {
    const element = open.pop()!;
    if (element.emitted) out.push(`</${element.name}>`);
  }
  return out.join('');
}

/** True when a stored body shows nothing: no text besides spaces and no-break spaces, whatever its tags. */
export const isBlankDraftBody = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;|\u00a0/gi, '')
    .trim() === '';

/** The first problem with a subject, or null. */
export function draftSubjectProblem(subject: string): string | null {
  if (subject.length > MAX_DRAFT_SUBJECT_LENGTH) return DRAFT_SUBJECT_TOO_LONG_MESSAGE;
  return null;
}

/** The first problem with a body, or null. */
export function draftBodyProblem(body: string): string | null {
  if (body.length > MAX_DRAFT_BODY_LENGTH) return DRAFT_BODY_TOO_LONG_MESSAGE;
  return null;
}

/** The draft as the API shows it (snake case as the spec writes it). */
export interface DraftView {
  draft_id: string;
  id: string;
  contact_id: string;
  contact_email: string;
  contact_name: string;
  company: string;
  subject: string;
  body: string;
  status: 'draft';
  message_type: MessageType;
  tone: Tone;
  created_at: string;
  updated_at: string;
}

export interface DraftsResponse {
  drafts: DraftView[];
}

export interface AllDraftsResponse {
  new_drafts: DraftView[];
  earlier_drafts: DraftView[];
}

/** Drafts created within this long before the request count as new in GET /emails/drafts/all. */
export const NEW_DRAFT_WINDOW_MS = 24 * 60 * 60 * 1000;
