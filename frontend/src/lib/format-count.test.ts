import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -1200, -5])
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });

  it('drops a fraction rather than rounding it into a bigger count', () => {
    expect(formatCount(1999.9)).toBe('1,999');
  });

  it('writes what is not a finite number as it is', () => {
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
