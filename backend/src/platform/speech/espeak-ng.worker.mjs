// Runs in a worker thread: eSpeak NG (C compiled to WebAssembly) spends whole seconds of CPU on a long article,
// which must not stall the API's event loop; an Emscripten program also installs process-wide handlers, which a
// worker keeps to itself. Plain ESM so it needs no compiler, and the package is an ES module that the backend's
// CommonJS could not require. The 18 MB module (voices included) is compiled once and instantiated per text.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

const require = createRequire(import.meta.url);
const compiled = readFile(require.resolve('espeak-ng/dist/espeak-ng.wasm')).then((bytes) =>
  WebAssembly.compile(bytes),
);
// Keeps an unhandled rejection from ending the worker before the first text asks for the module.
compiled.catch(() => undefined);

/**
 * eSpeak NG writes 16-bit PCM at 22,050 Hz: 2.6 MB a minute, 52 MB for the longest article allowed. Halving the
 * rate (a low-pass below the new Nyquist frequency, then every other sample) and storing 8-bit samples makes it a
 * quarter of that, still plain PCM WAV, the one encoding every browser plays (docs/decisions.md, Issue 19 lane C).
 */
const TAPS = 31;
const CUTOFF = 0.22; // of the input rate: 4.85 kHz, below the 5.5 kHz that 11,025 Hz can carry
const LOW_PASS = (() => {
  const middle = (TAPS - 1) / 2;
  const taps = Array.from({ length: TAPS }, (_, i) => {
    const t = i - middle;
    const sinc = t === 0 ? 2 * CUTOFF : Math.sin(2 * Math.PI * CUTOFF * t) / (Math.PI * t);
    return sinc * (0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (TAPS - 1)));
  });
  const sum = taps.reduce((total, tap) => total + tap, 0);
  return taps.map((tap) => tap / sum);
})();

function compact(wav) {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const text = (at) => String.fromCharCode(...wav.subarray(at, at + 4));
  let offset = 12;
  let rate = 0;
  let bits = 0;
  let channels = 0;
  while (offset + 8 <= wav.length) {
    const size = view.getUint32(offset + 4, true);
    if (text(offset) === 'fmt ') {
      channels = view.getUint16(offset + 10, true);
      rate = view.getUint32(offset + 12, true);
      bits = view.getUint16(offset + 22, true);
    } else if (text(offset) === 'data') {
      break;
    }
    offset += 8 + size + (size % 2);
  }
  if (text(0) !== 'RIFF' || bits !== 16 || channels !== 1 || offset + 8 > wav.length) {
    throw new Error(`eSpeak NG wrote an unexpected WAV (${channels} channels, ${bits} bits)`);
  }
  const start = offset + 8;
  const count = Math.floor(Math.min(view.getUint32(offset + 4, true), wav.length - start) / 2);
  const sample = (i) => (i < 0 || i >= count ? 0 : view.getInt16(start + 2 * i, true));
  const outCount = Math.floor(count / 2);
  const padded = outCount + (outCount % 2);
  const out = new Uint8Array(44 + padded);
  const header = new DataView(out.buffer);
  const put = (at, chars) => [...chars].forEach((char, i) => header.setUint8(at + i, char.charCodeAt(0)));
  put(0, 'RIFF');
  header.setUint32(4, 36 + padded, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true);
  header.setUint16(22, 1, true);
  header.setUint32(24, rate / 2, true);
  header.setUint32(28, rate / 2, true);
  header.setUint16(32, 1, true);
  header.setUint16(34, 8, true);
  put(36, 'data');
  header.setUint32(40, outCount, true);
  const middle = (TAPS - 1) / 2;
  for (let n = 0; n < outCount; n += 1) {
    let value = 0;
    for (let k = 0; k < TAPS; k += 1) value += LOW_PASS[k] * sample(2 * n + middle - k);
    out[44 + n] = Math.max(0, Math.min(255, Math.round(value / 256) + 128));
  }
  return out;
}

const TEXT_FILE = '/article.txt';
const WAV_FILE = '/article.wav';

async function synthesize({ text, voice, wordsPerMinute }) {
  const module = await compiled;
  const messages = [];
  const espeak = await ESpeakNg({
    // The text goes through a file in the program's own memory file system, never the argument list, where a
    // text starting with '-' would be read as an option.
    arguments: ['-w', WAV_FILE, '-v', voice, '-s', String(wordsPerMinute), '-f', TEXT_FILE],
    preRun: [(instance) => instance.FS.writeFile(TEXT_FILE, text)],
    instantiateWasm: (imports, receive) => {
      WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module));
      return {};
    },
    print: () => undefined,
    printErr: (line) => messages.push(line),
  });
  let wav;
  try {
    wav = espeak.FS.readFile(WAV_FILE);
  } catch {
    throw new Error(messages.join(' ').trim() || 'eSpeak NG wrote no audio');
  }
  // A new array: transferring it to the API's thread detaches nothing of the program's.
  return compact(wav);
}

parentPort.on('message', (job) => {
  synthesize(job).then(
    (wav) => parentPort.postMessage({ id: job.id, ok: true, wav }, [wav.buffer]),
    (error) =>
      parentPort.postMessage({
        id: job.id,
        ok: false,
        reason: error instanceof Error ? error.message : String(error),
      }),
  );
});
