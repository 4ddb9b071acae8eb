import {
  idfOf,
  sharedTerms,
  termCounts,
  tfidfCosine,
  vectorCosine,
  weightedCoverage,
} from './text-similarity';

const flat = () => 1;

describe('tfidfCosine', () => {
  it('is 1 for the same text and 0 for texts without a shared term', () => {
    const a = termCounts(['data', 'engineer', 'python']);
    expect(tfidfCosine(a, a, flat)).toBeCloseTo(1, 12);
    expect(tfidfCosine(a, termCounts(['sales', 'director']), flat)).toBe(0);
  });

  it('matches the hand-computed cosine of count vectors', () => {
    // a = (data 2, sql 1), b = (data 1, python 1): dot 2, |a| = √5, |b| = √2
    const a = termCounts(['data', 'data', 'sql']);
    const b = termCounts(['data', 'python']);
    expect(tfidfCosine(a, b, flat)).toBeCloseTo(2 / Math.sqrt(10), 12);
  });

  it('weighs rare terms more', () => {
    const idf = idfOf(
      new Map([
        ['data', 9],
        ['spark', 1],
      ]),
      10,
    );
    const profile = termCounts(['data', 'spark']);
    expect(tfidfCosine(profile, termCounts(['spark', 'x']), idf)).toBeGreaterThan(
      tfidfCosine(profile, termCounts(['data', 'x']), idf),
    );
  });

  it('is 0, not NaN, when a side is empty', () => {
    expect(tfidfCosine(termCounts([]), termCounts(['data']), flat)).toBe(0);
    expect(tfidfCosine(termCounts([]), termCounts([]), flat)).toBe(0);
  });
});

describe('weightedCoverage and sharedTerms', () => {
  it('counts the share of the query idf the document holds', () => {
    const idf = (term: string) => ({ data: 1, engineer: 1, senior: 2 })[term] ?? 1;
    expect(
      weightedCoverage(termCounts(['senior', 'data', 'engineer']), termCounts(['data', 'engineer']), idf),
    ).toBe(0.5);
    expect(weightedCoverage(termCounts([]), termCounts(['data']), idf)).toBe(0);
  });

  it('lists shared terms rarest first, then alphabetically, at most the limit', () => {
    const idf = (term: string) => (term === 'spark' ? 3 : 1);
    const a = termCounts(['sql', 'spark', 'aws', 'python', 'kafka']);
    const b = termCounts(['python', 'spark', 'sql', 'aws', 'kafka']);
    expect(sharedTerms(a, b, idf)).toEqual(['spark', 'aws', 'kafka', 'python', 'sql']);
    expect(sharedTerms(a, b, idf, 2)).toEqual(['spark', 'aws']);
  });
});

describe('vectorCosine', () => {
  it('is the cosine clamped to 0..1, and 0 for zero or mismatched vectors', () => {
    expect(vectorCosine([1, 0], [1, 0])).toBeCloseTo(1, 12);
    expect(vectorCosine([1, 1], [1, 0])).toBeCloseTo(Math.SQRT1_2, 12);
    expect(vectorCosine([1, 0], [-1, 0])).toBe(0);
    expect(vectorCosine([0, 0], [1, 0])).toBe(0);
    expect(vectorCosine([1, 0], [1, 0, 0])).toBe(0);
  });
});
