/** The one rule for links a request may store, without zod so the browser's forms can share it. */

/** The URL parser drops tabs and newlines and percent-encodes other control characters, so refuse them first. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The text as an http(s) URL with a host and no credentials in it, or null (javascript:, data:, mailto: ...). */
export function parseHttpUrl(text: string): URL | null {
  if (CONTROL_CHARACTER.test(text)) return null;
  try {
    const url = new URL(text);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && url.hostname !== '' && url.username === '' && url.password === '' ? url : null;
  } catch {
    return null;
  }
}

export function isHttpUrl(text: string): boolean {
  return parseHttpUrl(text) !== null;
}

/** A scheme (`javascript:`, `https:`), but not a host with a port (`acme.com:8080`). */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * A link as people type it and CSV files hold it: `acme.com` or `www.linkedin.com/in/ada` means https. A text
 * with a scheme is kept as it is, so `javascript:` and `data:` stay what they are and are refused.
 */
export const withWebScheme = (text: string): string =>
  text === '' || SCHEME.test(text) ? text : `https://${text}`;

export const httpUrlMessage = (field: string) => `${field} must be an http:// or https:// URL`;
