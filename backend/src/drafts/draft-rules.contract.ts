import type { EmailPreview } from '../messaging/messaging.contract';
import { HTML_ALLOWED_TAGS, type HtmlSanitizer } from '../platform/html/html-allow-list.contract';

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
const ALLOWED_TAG_SPELLING = new RegExp(
  `<\\/?(?:${HTML_ALLOWED_TAGS.filter((tag) => tag !== 'a').join('|')})\\s*\\/?>|<a\\s+href\\s*=[^>]*>|<\\/a\\s*>`,
  'i',
);
const CHARACTER_REFERENCE = /&(?:#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/**
 * True when a body is HTML rather than plain text: it holds one of the kept tags (bare, or a link) or a
 * character reference, which is what textToBreakTags writes. Anything else that only looks like markup
 * ("a<b and c>d", "<https://x.example>") is plain text whose characters must all survive.
 */
export const containsHtmlTag = (text: string): boolean =>
  ALLOWED_TAG_SPELLING.test(text) || CHARACTER_REFERENCE.test(text);

/**
 * Stored form of a body a user typed, a model wrote or a contact replied: plain text is escaped and keeps its
 * lines, HTML (textToBreakTags' output included) is sanitised. The sanitiser is the side's own library configured
 * from the one allow-list (platform/html/html-allow-list.contract.ts): sanitize-html on the server, DOMPurify in
 * the browser. Applying it twice changes nothing.
 */
export const normalizeDraftBody = (body: string, sanitize: HtmlSanitizer): string =>
  sanitize(containsHtmlTag(body) ? body : textToBreakTags(body));

// ---- reading references -----------------------------------------------------------------------------

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

/** Character references as text; browsers accept numeric ones without the ';' and with leading zeros: so does this. */
function decodeEntities(value: string): string {
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

/** A listed draft with how it goes out if sent now; preview is null when its contact is gone. */
export interface ListedDraft extends DraftView {
  preview: EmailPreview | null;
}

export interface DraftsResponse {
  drafts: ListedDraft[];
}

export interface AllDraftsResponse {
  new_drafts: ListedDraft[];
  earlier_drafts: ListedDraft[];
}

/** Drafts created within this long before the request count as new in GET /emails/drafts/all. */
export const NEW_DRAFT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The closings a person signs with, longest first so "Best regards" is not read as "Best": the drafter signs with one,
 * reads one the instructions ask for, and a footer's is left out when the draft already ends with one.
 */
export const SIGN_OFF_PHRASES = [
  'Sincerely yours',
  'Yours sincerely',
  'Warmest regards',
  'With best wishes',
  'Best regards',
  'Kind regards',
  'Warm regards',
  'Many thanks',
  'Warm wishes',
  'Best wishes',
  'All the best',
  'With thanks',
  'Yours truly',
  'Respectfully',
  'Thank you',
  'Talk soon',
  'Sincerely',
  'Regards',
  'Cheers',
  'Thanks',
  'Best',
] as const;

/** A line that is a sign-off alone ("Best regards," or "Cheers!"): what follows it is the signature. */
export function isSignOffLine(line: string): boolean {
  const words = line
    .trim()
    .replace(/[,.!]$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return SIGN_OFF_PHRASES.some((phrase) => phrase.toLowerCase() === words);
}
