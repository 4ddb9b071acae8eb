import type { JobBoardProvider } from '../../config/config';
import { startHttpDouble, type DoubleAnswer, type RecordedRequest } from './http-double';

/** How the double answers for one board until told otherwise. */
export type BoardBehaviour =
  | { kind: 'board'; body: unknown }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; delayMs: number; body: unknown }
  /** 200 with an HTML page instead of JSON (a proxy's error page, a moved API). */
  | { kind: 'not-json' };

/** The 404 bodies the real services send for a board name they do not know. */
const NOT_FOUND: Record<JobBoardProvider, unknown> = {
  greenhouse: { status: 404, error: 'Job not found' },
  lever: { ok: false, error: 'Document not found' },
  ashby: { success: false, errors: ['Job board not found'] },
};

const ROUTES: [JobBoardProvider, RegExp][] = [
  ['greenhouse', /^\/v1\/boards\/([^/]+)\/jobs$/],
  ['lever', /^\/v0\/postings\/([^/]+)$/],
  ['ashby', /^\/posting-api\/job-board\/([^/]+)$/],
];

/** One local server speaking the Greenhouse, Lever and Ashby board APIs; give its baseUrl as each API root. */
export interface JobBoardDouble {
  baseUrl: string;
  requests: RecordedRequest[];
  serve(provider: JobBoardProvider, token: string, behaviour: BoardBehaviour): void;
  requestsFor(provider: JobBoardProvider): RecordedRequest[];
  close(): Promise<void>;
}

export async function startJobBoardDouble(): Promise<JobBoardDouble> {
  const boards = new Map<string, BoardBehaviour>();
  const providerOf = (path: string) => ROUTES.find(([, pattern]) => pattern.test(path));
  const double = await startHttpDouble((request): DoubleAnswer => {
    const route = providerOf(request.path);
    if (!route) return { status: 404, body: { error: 'Not found' } };
    const [provider, pattern] = route;
    const token = decodeURIComponent(pattern.exec(request.path)?.[1] ?? '');
    const behaviour = boards.get(`${provider}:${token}`);
    if (!behaviour) return { status: 404, body: NOT_FOUND[provider] };
    switch (behaviour.kind) {
      case 'board':
        return { status: 200, body: behaviour.body };
      case 'status':
        return { status: behaviour.status, body: { error: `Status ${behaviour.status}` } };
      case 'slow':
        return { status: 200, body: behaviour.body, delayMs: behaviour.delayMs };
      case 'not-json':
        return { status: 200, text: '<html><body>Service moved</body></html>' };
    }
  });
  return {
    baseUrl: double.origin,
    requests: double.requests,
    serve: (provider, token, behaviour) => boards.set(`${provider}:${token}`, behaviour),
    requestsFor: (provider) =>
      double.requests.filter((request) => providerOf(request.path)?.[0] === provider),
    close: double.close,
  };
}
