import { TokenBucketLimiter } from './rate-limiter';

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
