import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Open pixel and click links for outgoing e-mails.
 *
 * A token is the capability for the public tracking routes: base64url of the contact id and the message id
 * (16 bytes each, UUIDs) followed by the first 16 bytes of an HMAC-SHA256 over both, so nobody can forge a
 * hit for a message they did not receive. A click link also carries the target URL and a second HMAC over
 * token + URL, so the redirect route only ever sends a browser where our own e-mail pointed (no open redirect).
 */

export interface TrackedMessage {
  contactId: string;
  messageId: string;
}

export interface TrackingLinkOptions {
  /** HMAC key; see trackingSecretFrom. */
  secret: string | Buffer;
  /** Where the public tracking routes are reached, e.g. https://app.example.com (no trailing slash needed). */
  publicUrl: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAC_BYTES = 16;
const TOKEN_BYTES = 16 + 16 + MAC_BYTES;
const TOKEN_PURPOSE = 'tracking-token\n';
const LINK_PURPOSE = 'tracking-link\n';

/**
 * The tracking HMAC key: TRACKING_SECRET when configured, else derived from JWT_SECRET with a purpose label
 * so a tracking signature can never stand in for a session signature (or the other way round).
 */
export function trackingSecretFrom(config: { JWT_SECRET: string; TRACKING_SECRET?: string }): Buffer {
  if (config.TRACKING_SECRET) return Buffer.from(config.TRACKING_SECRET, 'utf8');
  return createHmac('sha256', config.JWT_SECRET).update('outreach/message-tracking/v1').digest();
}

const uuidBytes = (id: string): Buffer => {
  if (!UUID.test(id)) throw new Error(`tracking needs UUID ids, got ${JSON.stringify(id)}`);
  return Buffer.from(id.replace(/-/g, ''), 'hex');
};

const uuidText = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const mac = (secret: string | Buffer, purpose: string, data: Buffer | string): Buffer =>
  createHmac('sha256', secret).update(purpose).update(data).digest().subarray(0, MAC_BYTES);

export function trackingToken(message: TrackedMessage, secret: string | Buffer): string {
  const ids = Buffer.concat([uuidBytes(message.contactId), uuidBytes(message.messageId)]);
  return Buffer.concat([ids, mac(secret, TOKEN_PURPOSE, ids)]).toString('base64url');
}

/** The message a token stands for, or null when it is malformed or its HMAC does not match. */
export function verifyTrackingToken(token: string, secret: string | Buffer): TrackedMessage | null {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== token) return null;
  const ids = bytes.subarray(0, 32);
  if (!timingSafeEqual(bytes.subarray(32), mac(secret, TOKEN_PURPOSE, ids))) return null;
  return { contactId: uuidText(ids.subarray(0, 16)), messageId: uuidText(ids.subarray(16, 32)) };
}

export function linkSignature(token: string, url: string, secret: string | Buffer): string {
  return mac(secret, LINK_PURPOSE, `${token}\n${url}`).toString('base64url');
}

/** True when `signature` is the one linkSignature gives for this token and URL. */
export function verifyLinkSignature(
  token: string,
  url: string,
  signature: string,
  secret: string | Buffer,
): boolean {
  if (typeof signature !== 'string' || typeof url !== 'string') return false;
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== MAC_BYTES || given.toString('base64url') !== signature) return false;
  return timingSafeEqual(given, mac(secret, LINK_PURPOSE, `${token}\n${url}`));
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export function openPixelUrl(token: string, publicUrl: string): string {
  return `${base(publicUrl)}/t/o/${token}.gif`;
}

export function clickUrl(token: string, url: string, secret: string | Buffer, publicUrl: string): string {
  const signature = linkSignature(token, url, secret);
  return `${base(publicUrl)}/t/c/${token}?u=${encodeURIComponent(url)}&s=${signature}`;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'" };

const decodeAttribute = (value: string): string =>
  value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return ENTITIES[lower] ?? entity;
  });

const encodeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ANCHOR_HREF = /(<a\b[^>]*?\bhref\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/**
 * Rewrites every http(s) link of an anchor to the click route and appends the open pixel (before </body>
 * when the HTML has one). mailto:, tel:, #anchors and relative links are left as they are.
 */
export function instrumentEmailHtml(
  html: string,
  message: TrackedMessage,
  options: TrackingLinkOptions,
): string {
  const token = trackingToken(message, options.secret);
  const linked = html.replace(
    ANCHOR_HREF,
    (whole, prefix: string, doubleQuoted?: string, singleQuoted?: string, bare?: string) => {
      const url = decodeAttribute(doubleQuoted ?? singleQuoted ?? bare ?? '').trim();
      if (!/^https?:\/\//i.test(url)) return whole;
      return `${prefix}"${encodeAttribute(clickUrl(token, url, options.secret, options.publicUrl))}"`;
    },
  );
  const pixel = `<img src="${encodeAttribute(openPixelUrl(token, options.publicUrl))}" width="1" height="1" alt="" style="display:none">`;
  const bodyEnd = linked.search(/<\/body\s*>/i);
  return bodyEnd === -1 ? `${linked}${pixel}` : `${linked.slice(0, bodyEnd)}${pixel}${linked.slice(bodyEnd)}`;
}
