import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  accept: string | undefined;
}

/** How a double answers one request. `delayMs` holds the answer back (a slow provider); `text` sends a raw body. */
export interface DoubleAnswer {
  status: number;
  body?: unknown;
  text?: string;
  delayMs?: number;
}

export interface HttpDouble {
  /** http://127.0.0.1:<port> */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A local JSON server on a free port that answers through `route` and records every request it got. */
export async function startHttpDouble(
  route: (request: RecordedRequest) => DoubleAnswer,
): Promise<HttpDouble> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://double.local');
    const recorded: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      accept: incoming.headers.accept,
    };
    requests.push(recorded);
    const answer = route(recorded);
    if (!answer.delayMs) return send(response, answer);
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(response, answer);
    }, answer.delayMs);
    timers.add(timer);
    response.on('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function send(response: ServerResponse, answer: DoubleAnswer): void {
  if (response.destroyed) return;
  const text = answer.text ?? JSON.stringify(answer.body ?? null);
  response.writeHead(answer.status, {
    'content-type':
      answer.text === undefined ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}
