import { BM25_B, BM25_K1, bm25Corpus, bm25Coverage, bm25Score } from './bm25';
import { termCounts } from './text-similarity';

// Three documents, average length 3: the figures below are worked out by hand from the BM25 formula.
const corpus = bm25Corpus([
  ['data', 'engineer'],
  ['sales', 'director', 'sales'],
  ['data', 'analyst', 'sql', 'python'],
]);
const query = (...terms: string[]) => termCounts(terms);

describe('bm25', () => {
  it('uses k1 1.2 and b 0.75', () => {
    expect([BM25_K1, BM25_B]).toEqual([1.2, 0.75]);
  });

  it("computes Lucene's idf: ln(1 + (N − df + 0.5) / (df + 0.5))", () => {
    expect(corpus.averageLength).toBe(3);
    expect(corpus.idf('data')).toBeCloseTo(Math.log(1.6), 10); // df 2
    expect(corpus.idf('sales')).toBeCloseTo(Math.log(1 + 2.5 / 1.5), 10); // df 1
    expect(corpus.idf('kotlin')).toBeCloseTo(Math.log(8), 10); // df 0
  });

  it('scores a short document above a long one for the same single occurrence', () => {
    // d0: |d| = 2, K = 1.2 · (0.25 + 0.75 · 2/3) = 0.9, tf part = 2.2 / 1.9
    expect(bm25Score(corpus, query('data'), 0)).toBeCloseTo(Math.log(1.6) * (2.2 / 1.9), 10);
    // d2: |d| = 4, K = 1.2 · (0.25 + 0.75 · 4/3) = 1.5, tf part = 2.2 / 2.5
    expect(bm25Score(corpus, query('data'), 2)).toBeCloseTo(Math.log(1.6) * 0.88, 10);
    expect(bm25Score(corpus, query('data'), 1)).toBe(0);
  });

  it('saturates repeated terms', () => {
    // d1: tf 2, |d| = avgdl, tf part = 2 · 2.2 / (2 + 1.2) = 1.375 (not 2)
    expect(bm25Score(corpus, query('sales'), 1)).toBeCloseTo(Math.log(1 + 2.5 / 1.5) * 1.375, 10);
  });

  it('normalises to the share of the query it covers', () => {
    const idfData = Math.log(1.6);
    const idfSales = Math.log(1 + 2.5 / 1.5);
    expect(bm25Coverage(corpus, query('data', 'sales'), 0)).toBeCloseTo(idfData / (idfData + idfSales), 10);
    // The long d2 holds "data" once: less than full credit (0.88).
    expect(bm25Coverage(corpus, query('data'), 2)).toBeCloseTo(0.88, 10);
    expect(bm25Coverage(corpus, query('sales'), 1)).toBe(1);
    expect(bm25Coverage(corpus, query(), 0)).toBe(0);
  });

  it('handles an empty corpus and empty documents without NaN', () => {
    const empty = bm25Corpus([[], []]);
    expect(empty.averageLength).toBe(0);
    expect(bm25Score(empty, query('data'), 0)).toBe(0);
    expect(bm25Coverage(empty, query('data'), 1)).toBe(0);
    expect(bm25Corpus([]).averageLength).toBe(0);
  });
});
