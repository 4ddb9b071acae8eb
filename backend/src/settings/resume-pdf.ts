import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ResumeNotPdf, ResumeUnreadable } from './settings.errors';

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

type WorkerAnswer = { ok: true; pages: string[]; pageCount: number } | { ok: false; reason: string };

/** A PDF judged by its bytes (never its name or claimed type) whose text we could actually read. */
export async function readResumePdf(bytes: Buffer): Promise<ResumePdf> {
  if (bytes.length < PDF_SIGNATURE.length || !bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    throw new ResumeNotPdf();
  }
  const answer = await parseInWorker(bytes);
  // Encrypted, damaged or truncated: whatever pdf.js objects to, the user gets the same clear answer.
  if (!answer.ok) throw new ResumeUnreadable();
  const text = answer.pages
    .map((page) => page.trim())
    .filter((page) => page !== '')
    .join('\n\n');
  if (text === '') throw new ResumeUnreadable();
  return { text, pageCount: answer.pageCount, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function parseInWorker(bytes: Buffer): Promise<WorkerAnswer> {
  const copy = new Uint8Array(bytes);
  const worker = new Worker(join(__dirname, 'resume-pdf.worker.mjs'), {
    workerData: { bytes: copy },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  return new Promise<WorkerAnswer>((resolve, reject) => {
    const timer = setTimeout(() => {
      resolve({ ok: false, reason: 'timeout' });
      void worker.terminate();
    }, READ_TIMEOUT_MS);
    worker.once('message', (answer: WorkerAnswer) => {
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
