/**
 * Decides whether a recorded open or click was a person or a machine. Pure and versioned: the events keep
 * only raw facts (user agent, IP prefix, method, time), the message-tracking projector runs this over them,
 * and bumping CLASSIFIER_VERSION (which the projector's version includes) rebuilds the read model so every
 * past hit is judged again by the new rules.
 *
 * Rules of version 1, first match wins:
 *  1. HEAD request (opens and clicks)                        → 'head_request' (link checkers, prefetchers)
 *  2. missing or empty user agent                            → 'bot'
 *  3. a mail provider's image proxy user agent               → 'image_proxy'
 *     (GoogleImageProxy / ggpht.com, YahooMailProxy, Outlook / Office 365 image proxies)
 *  4. Apple Mail Privacy Protection prefetch: the bare "Mozilla/5.0" user agent, or a WebKit user agent
 *     without any browser token fetched from Apple's 17.0.0.0/8 network → 'prefetch'
 *  5. a security scanner's user agent (Microsoft Safe Links / ATP, Proofpoint, Mimecast, Barracuda,
 *     and others listed below)                                → 'link_scanner'
 *  6. a generic bot, crawler, headless browser or HTTP library (bot, crawler, spider, HeadlessChrome,
 *     curl, wget, python-requests, Go-http-client, ...)       → 'link_scanner' for clicks, 'bot' for opens
 *  7. clicks only: within CLICK_AFTER_SEND_SECONDS of the send → 'too_soon_after_send'
 *  8. clicks only: no open of any kind recorded before it     → 'click_before_open'
 *     (scanners follow links without rendering the message; a person's client usually loads the pixel)
 * Anything else is taken to be a person: null.
 */

export const CLASSIFIER_VERSION = 1;

/** Seconds after the send within which a click is taken to be a scanner, not a reader. */
export const CLICK_AFTER_SEND_SECONDS = 10;

export type TrackingHitKind = 'open' | 'click';

export type SuspicionReason =
  | 'head_request'
  | 'bot'
  | 'image_proxy'
  | 'prefetch'
  | 'link_scanner'
  | 'too_soon_after_send'
  | 'click_before_open';

export interface TrackingHit {
  kind: TrackingHitKind;
  userAgent: string | null;
  /** '203.0.113.0/24' or '2001:db8:1::/48'. */
  ipPrefix: string | null;
  method: string;
  /** ISO time of the hit. */
  at: string;
}

export interface TrackingHitContext {
  /** ISO time the message was sent; null when not (yet) known. */
  sentAt: string | null;
  /** ISO time of the earliest open recorded before this hit, whatever its classification; null when none. */
  firstOpenAt: string | null;
}

const IMAGE_PROXIES = [
  /GoogleImageProxy/i,
  /ggpht\.com/i,
  /YahooMailProxy/i,
  /Outlook-?Image-?Proxy/i,
  /Office365-?Image-?Proxy/i,
  /Microsoft-?Office-?Image/i,
  /OutlookWebApp-?ImageProxy/i,
];

const SCANNERS = [
  /Safe-?Links/i,
  /Microsoft-?ATP/i,
  /\bATP\b.*Microsoft|Microsoft.*\bATP\b/i,
  /BingPreview/i,
  /Proofpoint/i,
  /urldefense/i,
  /\bppops\b/i,
  /Mimecast/i,
  /Barracuda/i,
  /Symantec|MessageLabs/i,
  /Forcepoint|Websense/i,
  /Trend ?Micro/i,
  /IronPort|Cisco-?Secure/i,
  /Sophos/i,
  /FireEye|Trellix/i,
];

const GENERIC_BOTS = [
  /bot\b|bot\//i,
  /crawler|spider|scraper/i,
  /HeadlessChrome/i,
  /PhantomJS|Puppeteer|Playwright|Selenium/i,
  /^curl\//i,
  /\bwget\b/i,
  /python-requests|python-urllib|aiohttp|httpx/i,
  /Go-http-client/i,
  /^Java\//i,
  /okhttp|node-fetch|axios|undici|libwww-perl|Scrapy/i,
  /facebookexternalhit|Slackbot|WhatsApp|TelegramBot|LinkedInBot|Twitterbot/i,
];

const BARE_MOZILLA = /^Mozilla\/5\.0$/;
const BROWSER_TOKEN = /(Safari|Chrome|Firefox|Edg|OPR|Version)\//;
const APPLE_NETWORK = /^17\./;

const matchesAny = (patterns: RegExp[], text: string) => patterns.some((pattern) => pattern.test(text));

function isApplePrivacyPrefetch(userAgent: string, ipPrefix: string | null): boolean {
  if (BARE_MOZILLA.test(userAgent)) return true;
  const webkitWithoutBrowser = /AppleWebKit\//.test(userAgent) && !BROWSER_TOKEN.test(userAgent);
  return webkitWithoutBrowser && ipPrefix !== null && APPLE_NETWORK.test(ipPrefix);
}

/** null: a person, as far as the rules tell; otherwise why the hit is taken to be automated. */
export function classifyTrackingHit(hit: TrackingHit, context: TrackingHitContext): SuspicionReason | null {
  if (hit.method.toUpperCase() === 'HEAD') return 'head_request';
  const userAgent = (hit.userAgent ?? '').trim();
  if (userAgent === '') return 'bot';
  if (matchesAny(IMAGE_PROXIES, userAgent)) return 'image_proxy';
  if (isApplePrivacyPrefetch(userAgent, hit.ipPrefix)) return 'prefetch';
  if (matchesAny(SCANNERS, userAgent)) return 'link_scanner';
  if (matchesAny(GENERIC_BOTS, userAgent)) return hit.kind === 'click' ? 'link_scanner' : 'bot';
  if (hit.kind === 'open') return null;
  const at = Date.parse(hit.at);
  if (context.sentAt !== null && at - Date.parse(context.sentAt) < CLICK_AFTER_SEND_SECONDS * 1000) {
    return 'too_soon_after_send';
  }
  if (context.firstOpenAt === null || Date.parse(context.firstOpenAt) > at) return 'click_before_open';
  return null;
}
