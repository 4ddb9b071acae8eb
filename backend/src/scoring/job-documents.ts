import type { JobPosting } from '../platform/directory/directory.port';
import { termCounts, type TermCounts } from './text-similarity';
import { tokenize } from './tokenizer';

/** A job's text as the scorer reads it: its title's terms, and the terms of title, department and description. */
export interface JobDocument {
  title: TermCounts;
  /** Title, department and description, in that order. */
  counts: TermCounts;
  /** Terms in the document, repeats included. */
  length: number;
}

interface Memo {
  job_title: string;
  department: string | null;
  description: string;
  document: JobDocument;
}

/**
 * Jobs are the same postings search after search (the demo directory's, a company's board), so each one's
 * document is kept, keyed by job_id and used again only while its title, department and description are the
 * same strings. Least recently used first out, so at most this many stay (about 1 kB each).
 */
export const JOB_DOCUMENT_MEMO_LIMIT = 5_000;
const memo = new Map<string, Memo>();

/**
 * Characters of a description read (a long posting is 5–10 thousand): a board may send far longer ones, and a
 * search scores up to a thousand postings, so the work per search stays bounded.
 */
export const JOB_DESCRIPTION_READ_LIMIT = 20_000;

function documentOf(job: JobPosting): JobDocument {
  const title = tokenize(job.job_title);
  const description = job.description.slice(0, JOB_DESCRIPTION_READ_LIMIT);
  const terms = tokenize(description, tokenize(job.department ?? '', [...title]));
  return { title: termCounts(title), counts: termCounts(terms), length: terms.length };
}

/** The job's document, tokenised once while the posting stays the same. Never mutate what it answers. */
export function jobDocumentOf(job: JobPosting): JobDocument {
  const known = memo.get(job.job_id);
  if (known !== undefined) {
    memo.delete(job.job_id);
    if (
      known.job_title === job.job_title &&
      known.department === job.department &&
      known.description === job.description
    ) {
      memo.set(job.job_id, known);
      return known.document;
    }
  }
  const document = documentOf(job);
  if (memo.size >= JOB_DOCUMENT_MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(job.job_id, {
    job_title: job.job_title,
    department: job.department,
    description: job.description,
    document,
  });
  return document;
}
