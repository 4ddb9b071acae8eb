import { describe, expect, it } from 'vitest';
import { pageCount, pageOfOffset, showingResults } from './paging';

describe('paging', () => {
  it('counts the pages items fill, one for none', () => {
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('finds the 1-based page a server offset starts', () => {
    expect(pageOfOffset({ offset: 0, limit: 10, total: 11 })).toEqual({ page: 1, limit: 10, total: 11 });
    expect(pageOfOffset({ offset: 10, limit: 10, total: 11 })).toEqual({ page: 2, limit: 10, total: 11 });
    expect(pageOfOffset({ offset: 20, limit: 25, total: 60 })).toEqual({ page: 1, limit: 25, total: 60 });
  });

  it("says 'Showing x to y of z results' for a page of any size", () => {
    expect(showingResults(1, 10, 23)).toBe('Showing 1 to 10 of 23 results');
    expect(showingResults(3, 10, 23)).toBe('Showing 21 to 23 of 23 results');
    expect(showingResults(2, 10, 11)).toBe('Showing 11 to 11 of 11 results');
    expect(showingResults(1, 25, 60)).toBe('Showing 1 to 25 of 60 results');
    expect(showingResults(1, 10, 0)).toBe('Showing 0 to 0 of 0 results');
  });
});
