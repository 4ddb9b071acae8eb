/**
 * The one allow-list for HTML people and mail clients write (draft and message bodies, replies). The server
 * sanitises with sanitize-html (`platform/html/sanitize-html.ts`) and the browser with DOMPurify
 * (`frontend/src/lib/sanitize-html.ts`); both build their whole configuration from this declaration, so a tag,
 * attribute or scheme is allowed in one place or in neither. Pure: the browser imports it.
 */

export type HtmlSanitizer = (html: string) => string;

/** Elements kept (lower case), each without any attribute but those in HTML_ALLOWED_ATTRIBUTES. */
export const HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'i',
  'strong',
  'em',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
] as const;

/** The attributes an element keeps; every other attribute of every element goes. */
export const HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href'] };

/** The schemes a link may use. Relative and protocol-relative URLs are refused too: the link goes, its text stays. */
export const HTML_ALLOWED_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Every kept link opens without handing the page to the target or telling it where the reader came from. */
export const HTML_LINK_REL = 'noopener noreferrer';

/**
 * Elements that go with everything inside them: code (script, style), text a browser never shows as text
 * (title, textarea, template, ...) and foreign content (svg, math), whose parsing rules differ from HTML's and are
 * where mutation XSS lives. Any other element that is not kept goes and leaves its text.
 */
export const HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'template',
  'object',
  'svg',
  'math',
] as const;

const ALLOWED_SCHEME = new RegExp(`^(?:${HTML_ALLOWED_URL_SCHEMES.join('|')}):`, 'i');
/** What a URL parser removes anywhere (tab, line feed, carriage return) and at both ends (C0 controls, space). */
const URL_STRIPPED_ANYWHERE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const URL_STRIPPED_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A link's href (already decoded from its character references by the parser) as it is kept, or null when the link
 * must go: what a URL parser would read must start with an allowed scheme and hold no other control character.
 * The cleaned value is what is checked and what is written back, so the browser follows exactly what passed.
 */
export function allowedLinkUrl(href: string): string | null {
  const url = href.replace(URL_STRIPPED_ANYWHERE, '').replace(URL_STRIPPED_AT_ENDS, '');
  if (CONTROL.test(url)) return null;
  return ALLOWED_SCHEME.test(url) ? url : null;
}

/** The regular expression for libraries that take one (DOMPurify's ALLOWED_URI_REGEXP): allowed schemes only. */
export const HTML_ALLOWED_URL = ALLOWED_SCHEME;
