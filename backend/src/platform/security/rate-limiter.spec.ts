import { ipv6Groups, RateLimiters, rateLimitKey } from './rate-limiter';

describe('RateLimiters (rate-limiter-flexible, in memory)', () => {
  // The library reads Date.now() and expires windows with timers: Jest's clock drives both.
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  const takeAll = async (take: () => Promise<{ allowed: boolean }>, times: number) => {
    const allowed: boolean[] = [];
    for (let i = 0; i < times; i++) allowed.push((await take()).allowed);
    return allowed;
  };

  it('allows the points of a window, then refuses until it ends', async () => {
    const limiter = RateLimiters.inMemory().limit({ name: 'a', points: 3, durationSeconds: 10 });
    expect(await takeAll(() => limiter.take('x'), 4)).toEqual([true, true, true, false]);
    expect(await limiter.take('x')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    jest.advanceTimersByTime(4_500);
    expect(await limiter.take('x')).toEqual({ allowed: false, retryAfterSeconds: 6 });
    jest.advanceTimersByTime(5_500);
    expect(await takeAll(() => limiter.take('x'), 4)).toEqual([true, true, true, false]);
  });

  it('keeps one count per key and per limit', async () => {
    const limits = RateLimiters.inMemory();
    const one = limits.limit({ name: 'one', points: 1, durationSeconds: 60 });
    const other = limits.limit({ name: 'other', points: 1, durationSeconds: 60 });
    expect((await one.take('a')).allowed).toBe(true);
    expect((await one.take('a')).allowed).toBe(false);
    expect((await one.take('b')).allowed).toBe(true);
    expect((await other.take('a')).allowed).toBe(true);
  });

  it('starts with a burst, then holds the steady rate, telling when the next hit is allowed', async () => {
    // As the public demo search: one per 6 s, and 4 more a minute.
    const limiter = RateLimiters.inMemory().limit({
      name: 'search',
      points: 1,
      durationSeconds: 6,
      burst: { points: 4, durationSeconds: 60 },
    });
    expect(await takeAll(() => limiter.take('x'), 6)).toEqual([true, true, true, true, true, false]);
    const refused = await limiter.take('x');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(6);
    jest.advanceTimersByTime(6_000);
    expect(await takeAll(() => limiter.take('x'), 2)).toEqual([true, false]);
    jest.advanceTimersByTime(6_000);
    expect(await takeAll(() => limiter.take('x'), 2)).toEqual([true, false]);
    // A minute on, the burst is back.
    jest.advanceTimersByTime(60_000);
    expect(await takeAll(() => limiter.take('x'), 6)).toEqual([true, true, true, true, true, false]);
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
