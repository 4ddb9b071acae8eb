/**
 * The profile rules both sides check: plain constants and predicates without zod, so the browser can
 * import them without the server's schema library; settings.contract.ts builds its request schemas on them.
 */

export const MAX_URL_LENGTH = 2048;
/** Largest resume accepted; a real one-to-three page CV is far below it. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_CONTENT_TYPE = 'application/pdf';
export const LINKEDIN_PROFILE_MESSAGE = 'Please enter a valid LinkedIn profile URL';
export const PORTFOLIO_LINK_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

/** The URL parser drops tabs and newlines and percent-encodes other control characters, so refuse them first. */
const CONTROL_CHARACTER = /\p{Cc}/u;

function httpUrl(text: string): URL | null {
  if (CONTROL_CHARACTER.test(text)) return null;
  try {
    const url = new URL(text);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && url.hostname !== '' && url.username === '' && url.password === '' ? url : null;
  } catch {
    return null;
  }
}

/** linkedin.com or one of its subdomains (www., country sites such as uk.), with a path to a profile. */
export function isLinkedInProfileUrl(text: string): boolean {
  const url = httpUrl(text);
  if (!url || text.length <= 15) return false;
  const host = url.hostname.toLowerCase();
  return (host === 'linkedin.com' || host.endsWith('.linkedin.com')) && url.pathname.length > 1;
}

export function isHttpUrl(text: string): boolean {
  return httpUrl(text) !== null;
}
