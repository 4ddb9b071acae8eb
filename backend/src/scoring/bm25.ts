import { documentFrequencies, idfOf, termCounts, type Idf, type TermCounts } from './text-similarity';

/** Okapi BM25 with the usual constants: k1 saturates term frequency, b scales by document length. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/** A small corpus built per call (the jobs or people being scored): term counts, lengths and idf. */
export interface Bm25Corpus {
  readonly documents: readonly TermCounts[];
  readonly lengths: readonly number[];
  readonly averageLength: number;
  readonly idf: Idf;
}

export function bm25Corpus(documents: readonly (readonly string[])[]): Bm25Corpus {
  return bm25CorpusOf(
    documents.map((terms) => termCounts(terms)),
    documents.map((terms) => terms.length),
  );
}

/** The corpus of documents already counted (a document's length is its number of terms, repeats included). */
export function bm25CorpusOf(counts: readonly TermCounts[], lengths: readonly number[]): Bm25Corpus {
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return {
    documents: counts,
    lengths,
    averageLength: counts.length === 0 ? 0 : total / counts.length,
    idf: idfOf(documentFrequencies(counts), counts.length),
  };
}

/** tf·(k1+1) / (tf + k1·(1 − b + b·|d|/avgdl)): 1 for one occurrence in a document of average length. */
function saturated(corpus: Bm25Corpus, frequency: number, index: number): number {
  const relativeLength = corpus.averageLength === 0 ? 1 : corpus.lengths[index] / corpus.averageLength;
  return (frequency * (BM25_K1 + 1)) / (frequency + BM25_K1 * (1 - BM25_B + BM25_B * relativeLength));
}

/** The classic BM25 score of document `index` for the query's distinct terms. */
export function bm25Score(corpus: Bm25Corpus, query: TermCounts, index: number): number {
  const document = corpus.documents[index];
  let score = 0;
  for (const term of query.keys()) {
    const frequency = document.get(term);
    if (frequency !== undefined) score += corpus.idf(term) * saturated(corpus, frequency, index);
  }
  return score;
}

/**
 * BM25 normalised to 0..1 by what the query could reach: each query term contributes idf · min(1, saturated
 * tf), divided by the query's summed idf. So 1 means every query term occurs at least once in a document of
 * at most average length; a long document needs repeats to count in full.
 */
export function bm25Coverage(corpus: Bm25Corpus, query: TermCounts, index: number): number {
  return bm25CoverageOf(corpus, query)(index);
}

/**
 * bm25Coverage of one query against many documents of the corpus: the query's terms, their idf and its summed
 * idf are worked out once, not once per document.
 */
export function bm25CoverageOf(corpus: Bm25Corpus, query: TermCounts): (index: number) => number {
  const terms = [...query.keys()];
  const idfs = terms.map((term) => corpus.idf(term));
  let total = 0;
  for (const idf of idfs) total += idf;
  if (total === 0) return () => 0;
  return (index) => {
    const document = corpus.documents[index];
    let reached = 0;
    for (let i = 0; i < terms.length; i += 1) {
      const frequency = document.get(terms[i]);
      if (frequency !== undefined) reached += idfs[i] * Math.min(1, saturated(corpus, frequency, index));
    }
    return reached / total;
  };
}
