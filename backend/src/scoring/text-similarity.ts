/**
 * Bag-of-terms similarity over tokenizer output: term counts, a document-frequency table built per call and
 * TF-IDF cosine. Pure and deterministic (ties are broken alphabetically).
 */

export type TermCounts = ReadonlyMap<string, number>;

export function termCounts(terms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/** Inverse document frequency of a term in the corpus it was built from. */
export type Idf = (term: string) => number;

/** In how many of the documents each term occurs. */
export function documentFrequencies(documents: readonly TermCounts[]): Map<string, number> {
  const frequencies = new Map<string, number>();
  for (const document of documents) {
    for (const term of document.keys()) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
  }
  return frequencies;
}

/**
 * BM25's (Lucene's) idf, ln(1 + (N − df + 0.5) / (df + 0.5)): positive even for a term in every document, and
 * highest (ln(1 + 2N + 1)) for a term the corpus does not hold.
 */
export function idfOf(frequencies: ReadonlyMap<string, number>, documentCount: number): Idf {
  const cache = new Map<string, number>();
  return (term) => {
    let idf = cache.get(term);
    if (idf === undefined) {
      const df = frequencies.get(term) ?? 0;
      idf = Math.log(1 + (documentCount - df + 0.5) / (df + 0.5));
      cache.set(term, idf);
    }
    return idf;
  };
}

/** Share of the query's idf mass the document holds: Σ idf of shared terms / Σ idf of the query's terms. In 0..1. */
export function weightedCoverage(query: TermCounts, document: TermCounts, idf: Idf): number {
  let total = 0;
  let covered = 0;
  for (const term of query.keys()) {
    const weight = idf(term);
    total += weight;
    if (document.has(term)) covered += weight;
  }
  return total === 0 ? 0 : covered / total;
}

/** Length of the tf·idf vector; callers comparing one text with many compute it once. */
export function tfidfNorm(counts: TermCounts, idf: Idf): number {
  let sum = 0;
  for (const [term, count] of counts) {
    const weight = count * idf(term);
    sum += weight * weight;
  }
  return Math.sqrt(sum);
}

/** Cosine of the tf·idf vectors (raw counts times idf); 0 when either side has no terms. In 0..1. */
export function tfidfCosine(
  a: TermCounts,
  b: TermCounts,
  idf: Idf,
  norms: { a?: number; b?: number } = {},
): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, count] of small) {
    const other = large.get(term);
    if (other !== undefined) {
      const w = idf(term);
      dot += count * other * w * w;
    }
  }
  if (dot === 0) return 0;
  const cosine = dot / ((norms.a ?? tfidfNorm(a, idf)) * (norms.b ?? tfidfNorm(b, idf)));
  return Math.min(1, cosine);
}

/** Terms both sides hold, the rarest (highest idf) first, then alphabetical; at most `limit`. */
export function sharedTerms(a: TermCounts, b: TermCounts, idf: Idf, limit = 8): string[] {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  const shared: { term: string; idf: number }[] = [];
  for (const term of small.keys()) if (large.has(term)) shared.push({ term, idf: idf(term) });
  if (shared.length > 1)
    shared.sort((x, y) => y.idf - x.idf || (x.term < y.term ? -1 : x.term > y.term ? 1 : 0));
  const terms: string[] = [];
  for (let i = 0; i < shared.length && i < limit; i += 1) terms.push(shared[i].term);
  return terms;
}

/** Cosine of two dense vectors (embeddings); 0 for a zero or mismatched vector, clamped to 0..1. */
export function vectorCosine(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i] * b[i];
    normA += a[i] * a[i];
    normB += b[i] * b[i];
  }
  if (normA === 0 || normB === 0) return 0;
  const cosine = dot / Math.sqrt(normA * normB);
  return Number.isFinite(cosine) ? Math.min(1, Math.max(0, cosine)) : 0;
}
