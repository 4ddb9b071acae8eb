import { classifyTrackingHit, TrackingHit, TrackingHitContext } from './tracking-classifier';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const sentAt = '2026-11-23T10:00:00.000Z';
const later = '2026-11-23T10:05:00.000Z';

const open = (userAgent: string | null, extra: Partial<TrackingHit> = {}): TrackingHit => ({
  kind: 'open',
  userAgent,
  ipPrefix: '203.0.113.0/24',
  method: 'GET',
  at: later,
  ...extra,
});
const click = (userAgent: string | null, extra: Partial<TrackingHit> = {}): TrackingHit => ({
  ...open(userAgent, extra),
  kind: 'click',
  ...extra,
});
const openedBefore: TrackingHitContext = { sentAt, firstOpenAt: '2026-11-23T10:01:00.000Z' };
const notOpened: TrackingHitContext = { sentAt, firstOpenAt: null };

describe('classifyTrackingHit', () => {
  it('takes a desktop browser open to be a person', () => {
    expect(classifyTrackingHit(open(CHROME), notOpened)).toBeNull();
  });

  it('takes a click from a browser after an open and well after the send to be a person', () => {
    expect(classifyTrackingHit(click(SAFARI_IPHONE), openedBefore)).toBeNull();
  });

  it('flags HEAD requests, opens and clicks alike', () => {
    expect(classifyTrackingHit(open(CHROME, { method: 'HEAD' }), notOpened)).toBe('head_request');
    expect(classifyTrackingHit(click(CHROME, { method: 'head' }), openedBefore)).toBe('head_request');
  });

  it('flags a missing or blank user agent', () => {
    expect(classifyTrackingHit(open(null), notOpened)).toBe('bot');
    expect(classifyTrackingHit(open('  '), notOpened)).toBe('bot');
  });

  it.each([
    'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)',
    'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html',
    'Mozilla/5.0 (compatible; OutlookImageProxy/1.0)',
    'Office365-Image-Proxy/1.0',
  ])('flags the image proxy %s', (userAgent) => {
    expect(classifyTrackingHit(open(userAgent), notOpened)).toBe('image_proxy');
  });

  it('flags Apple Mail privacy prefetches: the bare Mozilla user agent anywhere', () => {
    expect(classifyTrackingHit(open('Mozilla/5.0'), notOpened)).toBe('prefetch');
  });

  it("flags a WebKit agent without browser token from Apple's network, but not from elsewhere", () => {
    const mailWebKit =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
    expect(classifyTrackingHit(open(mailWebKit, { ipPrefix: '17.58.63.0/24' }), notOpened)).toBe('prefetch');
    expect(classifyTrackingHit(open(mailWebKit, { ipPrefix: '198.51.100.0/24' }), notOpened)).toBeNull();
  });

  it.each([
    'Microsoft-ATP-SafeLinks/1.0',
    'Mozilla/5.0 (compatible; BingPreview/1.0b)',
    'Proofpoint URL Defense',
    'Mimecast-URL-Protect/2.0',
    'Barracuda Sentinel (EE)',
  ])('flags the security scanner %s', (userAgent) => {
    expect(classifyTrackingHit(click(userAgent), openedBefore)).toBe('link_scanner');
  });

  it.each([
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
    'curl/8.5.0',
    'python-requests/2.31.0',
    'Go-http-client/1.1',
    'SomeCrawler/3.0',
  ])(
    'flags the generic automaton %s as a link scanner when it clicks and a bot when it opens',
    (userAgent) => {
      expect(classifyTrackingHit(click(userAgent), openedBefore)).toBe('link_scanner');
      expect(classifyTrackingHit(open(userAgent), notOpened)).toBe('bot');
    },
  );

  it('flags a click within a few seconds of the send', () => {
    const context = { sentAt, firstOpenAt: sentAt };
    expect(classifyTrackingHit(click(CHROME, { at: '2026-11-23T10:00:09.000Z' }), context)).toBe(
      'too_soon_after_send',
    );
    expect(classifyTrackingHit(click(CHROME, { at: '2026-11-23T10:00:10.000Z' }), context)).toBeNull();
  });

  it('flags a click before any open, and one whose only open came later', () => {
    expect(classifyTrackingHit(click(CHROME), notOpened)).toBe('click_before_open');
    expect(classifyTrackingHit(click(CHROME), { sentAt, firstOpenAt: '2026-11-23T10:06:00.000Z' })).toBe(
      'click_before_open',
    );
  });

  it('judges clicks by opens alone when the send time is unknown', () => {
    expect(classifyTrackingHit(click(CHROME), { sentAt: null, firstOpenAt: sentAt })).toBeNull();
  });

  it('does not judge opens by timing', () => {
    expect(classifyTrackingHit(open(CHROME, { at: sentAt }), { sentAt, firstOpenAt: null })).toBeNull();
  });
});
