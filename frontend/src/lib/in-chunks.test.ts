import { describe, expect, it } from 'vitest';
import { chunksOf } from './in-chunks';

describe('chunksOf', () => {
  it('splits into groups of the size, the last one shorter', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('answers no group for no items', () => {
    expect(chunksOf([], 100)).toEqual([]);
  });

  it('refuses a size below 1', () => {
    expect(() => chunksOf([1], 0)).toThrow(RangeError);
  });
});
