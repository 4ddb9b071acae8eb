import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SpeechDescription, SpeechFailed, SpeechSynthesizer, SynthesizedSpeech } from './speech.port';
import { parseWav } from './wav';

export interface EmbeddedSpeechOptions {
  /** An eSpeak NG voice name, e.g. en-us. */
  voice: string;
  wordsPerMinute: number;
  /** A text taking longer than this is given up and the worker replaced; the longest post takes seconds. */
  timeoutMs?: number;
  /** Texts waiting while one is synthesised; more are refused with SPEECH.BUSY rather than queued without end. */
  waiting?: number;
}

interface WorkerAnswer {
  id: number;
  ok: boolean;
  wav?: Uint8Array;
  reason?: string;
}

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_WAITING = 8;
const ESPEAK_BUILD = 'espeak-ng-1.0.2-wasm';

/**
 * eSpeak NG compiled to WebAssembly, offline, in one worker thread that compiles the module once: one text at a
 * time, so synthesis takes at most one core from the API whatever the traffic.
 */
export class EmbeddedSpeechSynthesizer implements SpeechSynthesizer {
  private worker: Worker | null = null;
  private nextId = 1;
  /** Each text sent and not yet answered, with the worker it went to: a worker that dies fails only its own. */
  private readonly pending = new Map<number, { worker: Worker; settle: (answer: WorkerAnswer) => void }>();
  private queue: Promise<unknown> = Promise.resolve();
  private queued = 0;

  constructor(private readonly options: EmbeddedSpeechOptions) {}

  describe(): SpeechDescription {
    return {
      engine: 'espeak-ng',
      model: ESPEAK_BUILD,
      voice: `${this.options.voice}@${this.options.wordsPerMinute}wpm`,
      format: 'wav-pcm-u8-11025-mono',
      contentType: 'audio/wav',
    };
  }

  async synthesize(text: string): Promise<SynthesizedSpeech> {
    if (this.queued > (this.options.waiting ?? DEFAULT_WAITING)) {
      throw new SpeechFailed(
        'SPEECH.BUSY',
        'Many articles are being read aloud right now. Please try again in a minute.',
      );
    }
    this.queued += 1;
    const turn = this.queue.then(() => this.run(text));
    this.queue = turn.catch(() => undefined);
    try {
      const audio = await turn;
      // A header a player cannot read would be cached and served for good; better to fail this request.
      parseWav(audio);
      return { audio, contentType: 'audio/wav' };
    } finally {
      this.queued -= 1;
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private run(text: string): Promise<Buffer> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        // The worker may be stuck in the text; a fresh one serves the next.
        void this.close();
        reject(
          new SpeechFailed(
            'SPEECH.UNAVAILABLE',
            'Reading this article aloud took too long. Please try again.',
          ),
        );
      }, this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      this.pending.set(id, {
        worker,
        settle: (answer) => {
          clearTimeout(timer);
          if (answer.ok && answer.wav) {
            resolve(Buffer.from(answer.wav.buffer, answer.wav.byteOffset, answer.wav.byteLength));
          } else {
            const reason = answer.reason ?? 'no audio';
            reject(new SpeechFailed('SPEECH.UNAVAILABLE', `The speech synthesizer failed: ${reason}`));
          }
        },
      });
      worker.postMessage({
        id,
        text,
        voice: this.options.voice,
        wordsPerMinute: this.options.wordsPerMinute,
      });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(join(__dirname, 'espeak-ng.worker.mjs'));
    // An idle synthesizer does not keep the process alive.
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => {
      const sent = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      sent?.settle(answer);
    });
    const failAll = (reason: string) => {
      if (this.worker === worker) this.worker = null;
      for (const [id, sent] of this.pending) {
        if (sent.worker !== worker) continue;
        this.pending.delete(id);
        sent.settle({ id, ok: false, reason });
      }
    };
    worker.on('error', (error) => failAll(error.message));
    worker.on('exit', (code) => failAll(`the worker stopped (exit code ${code})`));
    this.worker = worker;
    return worker;
  }
}
