import {
  instrumentEmailHtml,
  linkSignature,
  trackingSecretFrom,
  trackingToken,
  verifyLinkSignature,
  verifyTrackingToken,
} from './tracking-links';

const secret = trackingSecretFrom({ JWT_SECRET: 'x'.repeat(40) });
const message = {
  contactId: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b',
  messageId: '0a1b2c3d-4e5f-4a7b-9c8d-7e6f5a4b3c2d',
};
const options = { secret, publicUrl: 'https://app.example.com/' };

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));

describe('tracking tokens', () => {
  it('round-trips the contact and message ids', () => {
    expect(verifyTrackingToken(trackingToken(message, secret), secret)).toEqual(message);
  });

  it('refuses a token with one character changed', () => {
    const token = trackingToken(message, secret);
    const tampered = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    expect(verifyTrackingToken(tampered, secret)).toBeNull();
  });

  it('refuses a token made with another secret', () => {
    const other = trackingSecretFrom({ JWT_SECRET: 'y'.repeat(40) });
    expect(verifyTrackingToken(trackingToken(message, other), secret)).toBeNull();
  });

  it('refuses truncated, padded and non-base64url tokens', () => {
    const token = trackingToken(message, secret);
    expect(verifyTrackingToken(token.slice(0, -2), secret)).toBeNull();
    expect(verifyTrackingToken(`${token}AA`, secret)).toBeNull();
    expect(verifyTrackingToken(`${token.slice(0, -1)}=`, secret)).toBeNull();
    expect(verifyTrackingToken('', secret)).toBeNull();
  });

  it('uses TRACKING_SECRET when configured instead of the JWT derivation', () => {
    const derived = trackingSecretFrom({ JWT_SECRET: 'x'.repeat(40) });
    const configured = trackingSecretFrom({ JWT_SECRET: 'x'.repeat(40), TRACKING_SECRET: 'separate secret' });
    expect(configured.equals(derived)).toBe(false);
    expect(derived.equals(Buffer.from('x'.repeat(40)))).toBe(false);
  });

  it('refuses ids that are not UUIDs', () => {
    expect(() => trackingToken({ ...message, messageId: 'not-a-uuid' }, secret)).toThrow(/UUID/);
  });
});

describe('link signatures', () => {
  const token = trackingToken(message, secret);
  const url = 'https://example.org/jobs?a=1&b=2';

  it('accepts the signature made for the token and URL', () => {
    expect(verifyLinkSignature(token, url, linkSignature(token, url, secret), secret)).toBe(true);
  });

  it('refuses the signature with another URL (no open redirect)', () => {
    expect(
      verifyLinkSignature(token, 'https://evil.example', linkSignature(token, url, secret), secret),
    ).toBe(false);
  });

  it('refuses the signature with another token', () => {
    const otherToken = trackingToken(
      { ...message, messageId: '11111111-2222-4333-8444-555555555555' },
      secret,
    );
    expect(verifyLinkSignature(otherToken, url, linkSignature(token, url, secret), secret)).toBe(false);
  });

  it('refuses a tampered or missing signature', () => {
    const signature = linkSignature(token, url, secret);
    expect(
      verifyLinkSignature(
        token,
        url,
        `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
        secret,
      ),
    ).toBe(false);
    expect(verifyLinkSignature(token, url, '', secret)).toBe(false);
  });
});

describe('instrumentEmailHtml', () => {
  it('appends a hidden 1x1 open pixel at the end of the HTML', () => {
    const html = instrumentEmailHtml('<p>Hello</p>', message, options);
    const token = trackingToken(message, secret);
    expect(html).toBe(
      `<p>Hello</p><img src="https://app.example.com/t/o/${token}.gif" width="1" height="1" alt="" style="display:none">`,
    );
  });

  it('puts the pixel before </body> when there is one', () => {
    const html = instrumentEmailHtml('<html><body><p>Hi</p></body></html>', message, options);
    expect(html).toMatch(/<p>Hi<\/p><img [^>]+><\/body><\/html>$/);
  });

  it('rewrites http and https links to signed click links for the original URL', () => {
    const html = instrumentEmailHtml(
      '<a href="https://example.org/a?x=1&amp;y=2">A</a> <a class="b" href=\'http://example.org/b\'>B</a>',
      message,
      options,
    );
    const [first, second] = hrefs(html).map((href) => new URL(href));
    const token = trackingToken(message, secret);
    expect(first.pathname).toBe(`/t/c/${token}`);
    expect(first.searchParams.get('u')).toBe('https://example.org/a?x=1&y=2');
    expect(
      verifyLinkSignature(token, 'https://example.org/a?x=1&y=2', first.searchParams.get('s')!, secret),
    ).toBe(true);
    expect(second.searchParams.get('u')).toBe('http://example.org/b');
    expect(html).toContain('class="b"');
  });

  it('leaves mailto, tel, anchors and relative links untouched', () => {
    const original =
      '<a href="mailto:me@example.org">m</a><a href="tel:+123">t</a><a href="#top">a</a><a href="/path">r</a>';
    const html = instrumentEmailHtml(original, message, options);
    expect(html.startsWith(original)).toBe(true);
  });
});
