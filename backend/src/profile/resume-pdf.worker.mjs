// Runs in a worker thread: pdf.js parses an untrusted upload here, off the API's event loop, where a
// hostile or huge PDF can be stopped by a time and memory limit. Plain ESM so it needs no compiler.
import { parentPort, workerData } from 'node:worker_threads';
import { PDFParse } from 'pdf-parse';

const ERRORS_ONLY = 0;
const parser = new PDFParse({ data: workerData.bytes, verbosity: ERRORS_ONLY });
try {
  const result = await parser.getText();
  parentPort.postMessage({ ok: true, pages: result.pages.map((page) => page.text), pageCount: result.total });
} catch (error) {
  parentPort.postMessage({ ok: false, reason: error instanceof Error ? error.name : String(error) });
} finally {
  await parser.destroy();
}
