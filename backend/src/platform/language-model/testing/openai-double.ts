import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the double answers chat completion requests until told otherwise. */
export type OpenAiDoubleBehaviour =
  /**
   * The answer, in these chunks when streaming (joined when not); finish 'length' answers as a model that hit
   * max_tokens does ('stop' when absent).
   */
  | {
      kind: 'answer';
      chunks: string[];
      finish?: 'stop' | 'length';
      /** Waits this long before answering a chat completion, as a model thinking (benchmarks). */
      delayMs?: number;
    }
  /** An HTTP error with OpenAI's error body. */
  | { kind: 'http-error'; status: number; message: string; type?: string }
  /** Streams the first chunks, then cuts the connection ('destroy') or sends an SSE error event ('error-event'). */
  | { kind: 'break'; chunks: string[]; how: 'destroy' | 'error-event'; message?: string }
  /** Streams the chunks and then keeps the response open until the client goes away. */
  | { kind: 'stall'; chunks: string[] };

export interface RecordedChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    max_tokens?: number;
    temperature?: number;
    messages?: { role: string; content: string }[];
    /** POST /embeddings; POST /audio/speech's text */
    input?: string | string[];
    encoding_format?: 'float' | 'base64';
    /** POST /audio/speech */
    voice?: string;
    response_format?: string;
  };
}

/**
 * A local server speaking OpenAI's chat completions protocol (JSON and SSE streaming), its embeddings call and its
 * speech call, for adapter tests.
 */
export interface OpenAiDouble {
  /** The API root to give the SDK as baseURL, e.g. http://127.0.0.1:1234/v1. */
  baseURL: string;
  requests: RecordedChatRequest[];
  /** Requests whose client went away before the double finished answering. */
  closedEarly(): number;
  /** Resolves when a client has gone away before its answer was finished (at least `count` times in all). */
  waitForClosedEarly(count?: number): Promise<void>;
  /** Resolves once at least `count` requests have arrived in all (several asked at once are all in flight). */
  waitForRequests(count: number): Promise<void>;
  /** Chat completions; an 'http-error' behaviour fails POST /embeddings and POST /audio/speech the same way. */
  behave(behaviour: OpenAiDoubleBehaviour): void;
  /**
   * The next chat completion requests answer these, one each in the order they arrive; then the behaviour set by
   * behave() again (many requests in flight at once: one answered, the others stalled or broken).
   */
  queue(...behaviours: OpenAiDoubleBehaviour[]): void;
  close(): Promise<void>;
}

export const DEFAULT_DOUBLE_CHUNKS = [
  'Subject: Hello from the double\n\n',
  'Dear reader,\n',
  'This is a test.',
];

const completionId = (n: number) => `chatcmpl-double-${n}`;

export const DOUBLE_EMBEDDING_DIMENSIONS = 64;

/**
 * The double's embedding of a text: a hashed bag of its lowercased words (FNV-1a into 64 buckets), scaled to
 * length 1 (all zeros for a text without words). Deterministic, and texts sharing words point the same way.
 */
export function doubleEmbedding(text: string): number[] {
  const vector = new Array<number>(DOUBLE_EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < word.length; i += 1) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193) >>> 0;
    vector[hash % DOUBLE_EMBEDDING_DIMENSIONS] += 1;
  }
  const norm = Math.hypot(...vector);
  // Through float32, as the API's base64 answer carries it, so tests compare what the SDK decodes.
  return vector.map((value) => Math.fround(norm === 0 ? 0 : value / norm));
}

/** One silent MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz, 417 bytes): what a player decodes as 26 ms of quiet. */
export const DOUBLE_MP3_FRAME = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

/** The double's speech for a text: one frame per started 40 characters, so a longer text gives longer audio. */
export function doubleSpeech(input: string): Buffer {
  return Buffer.concat(Array<Buffer>(Math.max(1, Math.ceil(input.length / 40))).fill(DOUBLE_MP3_FRAME));
}

const base64Of = (vector: number[]): string =>
  Buffer.from(new Float32Array(vector).buffer).toString('base64');

function chunkEvent(n: number, model: string, delta: Record<string, string>, finish: string | null) {
  return `data: ${JSON.stringify({
    id: completionId(n),
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  })}\n\n`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startOpenAiDouble(
  initial: OpenAiDoubleBehaviour = { kind: 'answer', chunks: DEFAULT_DOUBLE_CHUNKS },
): Promise<OpenAiDouble> {
  let behaviour = initial;
  const queued: OpenAiDoubleBehaviour[] = [];
  const requests: RecordedChatRequest[] = [];
  let closedEarly = 0;
  const closeWaiters: { count: number; resolve: () => void }[] = [];
  const requestWaiters: { count: number; resolve: () => void }[] = [];
  const noteRequest = () => {
    for (const waiter of requestWaiters.filter((w) => requests.length >= w.count)) {
      requestWaiters.splice(requestWaiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const noteClosedEarly = () => {
    closedEarly += 1;
    for (const waiter of closeWaiters.filter((w) => closedEarly >= w.count)) {
      closeWaiters.splice(closeWaiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };

  const embeddings = (body: RecordedChatRequest['body'], response: ServerResponse) => {
    const inputs = typeof body.input === 'string' ? [body.input] : (body.input ?? []);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        object: 'list',
        data: inputs.map((input, index) => {
          const vector = doubleEmbedding(input);
          return {
            object: 'embedding',
            index,
            embedding: body.encoding_format === 'base64' ? base64Of(vector) : vector,
          };
        }),
        model: body.model ?? 'double-embedding',
        usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
      }),
    );
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const route = request.method === 'POST' ? request.url : undefined;
    if (route !== '/v1/chat/completions' && route !== '/v1/embeddings' && route !== '/v1/audio/speech') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: { message: `No route ${request.method} ${request.url}`, type: 'invalid_request_error' },
        }),
      );
      return;
    }
    const body = JSON.parse(await readBody(request)) as RecordedChatRequest['body'];
    requests.push({ path: route, authorization: request.headers.authorization, body });
    noteRequest();
    const n = requests.length;
    const model = body.model ?? 'double-model';
    const current = (route === '/v1/chat/completions' ? queued.shift() : undefined) ?? behaviour;

    if (current.kind !== 'http-error' && route === '/v1/embeddings') {
      embeddings(body, response);
      return;
    }
    if (current.kind !== 'http-error' && route === '/v1/audio/speech') {
      const input = typeof body.input === 'string' ? body.input : '';
      // OpenAI's own limit on the text of one speech request.
      if (input.length > 4096) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            error: {
              message: `Invalid 'input': string too long. Expected a string with maximum length 4096, but got a string with length ${input.length} instead.`,
              type: 'invalid_request_error',
              param: 'input',
              code: 'string_above_max_length',
            },
          }),
        );
        return;
      }
      const audio = doubleSpeech(input);
      response.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': audio.length });
      response.end(audio);
      return;
    }
    if (current.kind === 'http-error') {
      response.writeHead(current.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: { message: current.message, type: current.type ?? 'api_error', param: null, code: null },
        }),
      );
      return;
    }

    if (current.kind === 'answer' && current.delayMs) {
      await new Promise((resolve) => setTimeout(resolve, current.delayMs));
    }
    if (!body.stream) {
      const content = current.chunks.join('');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: completionId(n),
          object: 'chat.completion',
          created: 1_700_000_000,
          model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content, refusal: null },
              logprobs: null,
              finish_reason: current.kind === 'answer' ? (current.finish ?? 'stop') : 'stop',
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      return;
    }

    let finished = false;
    response.on('close', () => {
      if (!finished) noteClosedEarly();
    });
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(chunkEvent(n, model, { role: 'assistant', content: '' }, null));
    for (const chunk of current.chunks) response.write(chunkEvent(n, model, { content: chunk }, null));

    if (current.kind === 'break') {
      if (current.how === 'error-event') {
        finished = true;
        response.end(
          `data: ${JSON.stringify({ error: { message: current.message ?? 'The server had an error while processing your request.', type: 'server_error' } })}\n\n`,
        );
      } else {
        finished = true;
        // Let the chunks leave before the connection dies, as when a proxy or the provider drops it.
        setTimeout(() => response.socket?.destroy(), 20);
      }
      return;
    }
    if (current.kind === 'stall') return;

    response.write(chunkEvent(n, model, {}, current.kind === 'answer' ? (current.finish ?? 'stop') : 'stop'));
    finished = true;
    response.end('data: [DONE]\n\n');
  };

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error), type: 'double_error' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    closedEarly: () => closedEarly,
    waitForClosedEarly: (count = 1) =>
      closedEarly >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => closeWaiters.push({ count, resolve })),
    waitForRequests: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => requestWaiters.push({ count, resolve })),
    queue(...behaviours) {
      queued.push(...behaviours);
    },
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
