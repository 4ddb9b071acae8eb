import { ipv6Groups, rateLimitKey, TokenBucketLimiter } from './rate-limiter';

describe('TokenBucketLimiter', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('allows a burst of the capacity, then refuses', () => {
    const limiter = new TokenBucketLimiter(3, 1, clock);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
  });

  it('refills at the given rate', () => {
    const limiter = new TokenBucketLimiter(2, 0.5, clock);
    limiter.take('a');
    limiter.take('a');
    now += 1_000;
    expect(limiter.take('a')).toBe(false);
    now += 1_000;
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
  });

  it('keeps one bucket per key', () => {
    const limiter = new TokenBucketLimiter(1, 1, clock);
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    expect(limiter.take('b')).toBe(true);
  });

  it('forgets the oldest keys beyond its size instead of growing', () => {
    const limiter = new TokenBucketLimiter(1, 0.001, clock, 2);
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    // a was dropped, so it starts with a full bucket again; c is still empty.
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('c')).toBe(false);
  });

  it('tells how long until the next token', () => {
    // 10 a minute with a burst of 5, as the public demo search uses it.
    const limiter = new TokenBucketLimiter(5, 10 / 60, clock);
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    for (let i = 0; i < 5; i++) limiter.take('a');
    expect(limiter.take('a')).toBe(false);
    expect(limiter.retryAfterSeconds('a')).toBe(6);
    now += 4_500;
    expect(limiter.retryAfterSeconds('a')).toBe(2);
    now += 1_500;
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    expect(limiter.take('a')).toBe(true);
  });
});

describe('rateLimitKey', () => {
  it('keys an IPv4 client by its address, mapped or not', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys every address of one IPv6 /56 alike, so a client cannot rotate addresses to dodge the limit', () => {
    const key = rateLimitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:0::/56');
    for (const other of ['2001:db8:1:2::2', '2001:db8:1:ff:abcd:1:2:3', '2001:0DB8:0001:0000::9%eth0']) {
      expect(rateLimitKey(other)).toBe(key);
    }
    expect(rateLimitKey('2001:db8:1:100::1')).not.toBe(key);
    expect(rateLimitKey('2001:db8:2:2::1')).not.toBe(key);
  });

  it('keeps anything else as given, and no address as one shared key', () => {
    expect(rateLimitKey('not an address')).toBe('not an address');
    expect(rateLimitKey(undefined)).toBe('');
  });

  it('expands compressed IPv6 addresses and an IPv4 tail into eight groups', () => {
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('fe80::')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('64:ff9b::192.0.2.33')).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x0221]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
