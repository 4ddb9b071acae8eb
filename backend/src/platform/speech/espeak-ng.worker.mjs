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
  try {
    // A copy, so that transferring it to the API's thread cannot detach anything of the program's.
    return new Uint8Array(espeak.FS.readFile(WAV_FILE));
  } catch {
    throw new Error(messages.join(' ').trim() || 'eSpeak NG wrote no audio');
  }
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
