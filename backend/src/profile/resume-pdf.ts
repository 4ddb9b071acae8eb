import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ConcurrencyLimit } from './concurrency-limit';
import { ResumeBusy, ResumeNotPdf, ResumeUnreadable } from './profile.errors';

export interface ResumePdf {
  /** The pages' text, trimmed, separated by blank lines. */
  text: string;
  pageCount: number;
  sha256: string;
}

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
/** A resume that takes longer than this to read is refused rather than allowed to hold a thread. */
const READ_TIMEOUT_MS = 20_000;
const WORKER_HEAP_MB = 256;
// Each reader may take WORKER_HEAP_MB: two at once bound the memory, eight waiting bound the delay.
export const PDF_READS_RUNNING = 2;
export const PDF_READS_WAITING = 8;

export type PdfParseAnswer = { ok: true; pages: string[]; pageCount: number } | { ok: false; reason: string };

/** Reads resumes with `parse`, at most PDF_READS_RUNNING at once and PDF_READS_WAITING queued. */
export function resumePdfReader(
  parse: (bytes: Buffer) => Promise<PdfParseAnswer>,
): (bytes: Buffer) => Promise<ResumePdf> {
  const reads = new ConcurrencyLimit({
    running: PDF_READS_RUNNING,
    waiting: PDF_READS_WAITING,
    refuse: () => new ResumeBusy(),
  });
  return async (bytes) => {
    const signature = bytes.subarray(0, PDF_SIGNATURE.length);
    if (bytes.length < PDF_SIGNATURE.length || !signature.equals(PDF_SIGNATURE)) throw new ResumeNotPdf();
    const answer = await reads.run(() => parse(bytes));
    // Encrypted, damaged or truncated: whatever pdf.js objects to, the user gets the same clear answer.
    if (!answer.ok) throw new ResumeUnreadable();
    const text = answer.pages
      .map((page) => page.trim())
      .filter((page) => page !== '')
      .join('\n\n');
    if (text === '') throw new ResumeUnreadable();
    return { text, pageCount: answer.pageCount, sha256: createHash('sha256').update(bytes).digest('hex') };
  };
}

function parseInWorker(bytes: Buffer): Promise<PdfParseAnswer> {
  const copy = new Uint8Array(bytes);
  const worker = new Worker(join(__dirname, 'resume-pdf.worker.mjs'), {
    workerData: { bytes: copy },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  return new Promise<PdfParseAnswer>((resolve, reject) => {
    const timer = setTimeout(() => {
      resolve({ ok: false, reason: 'timeout' });
      void worker.terminate();
    }, READ_TIMEOUT_MS);
    worker.once('message', (answer: PdfParseAnswer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    worker.once('error', (error: Error & { code?: string }) => {
      clearTimeout(timer);
      // Running out of its memory is the PDF's fault; anything else (the worker failing to load) is ours.
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve({ ok: false, reason: error.code });
      else reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: `worker exited with ${code}` });
    });
  });
}

/** A PDF judged by its bytes (never its name or claimed type) whose text we could actually read. */
export const readResumePdf = resumePdfReader(parseInWorker);
