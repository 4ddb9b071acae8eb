import { request as httpRequest, type IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { RetryStreamMessage, TaskStreamMessage } from '@outreach/backend/autopilot/autopilot.contract';
import { RealtimePublisher } from '@outreach/backend/platform/realtime/realtime.publisher';
import { completeCompanyStep, emptyCompanyStep, step } from './testing/autopilot-steps';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(60_000);

type Message = TaskStreamMessage | RetryStreamMessage;

interface OpenStream {
  response: IncomingMessage;
  /** Every message received so far, oldest first. */
  messages: Message[];
  /** The first message received (or to come) after the `after`-th that satisfies the predicate. */
  next(predicate: (message: Message) => boolean, after?: number): Promise<Message>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  /** A refused stream's JSON answer. */
  json(): Promise<unknown>;
  close(): void;
}

/** A server-sent events client reading `data:` lines, as EventSource does. */
function openStream(url: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { Accept: 'text/event-stream' } }, (response) => {
      const messages: Message[] = [];
      const waiting: (() => void)[] = [];
      let buffer = '';
      let raw = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart())
            .join('\n');
          if (data) messages.push(JSON.parse(data) as Message);
        }
        for (const wake of waiting.splice(0)) wake();
      });
      const ended = new Promise<void>((done) => response.on('end', done));
      resolve({
        response,
        messages,
        ended,
        json: async () => {
          await ended;
          return JSON.parse(raw);
        },
        next: (predicate, after = 0) =>
          new Promise((found) => {
            const look = () => {
              const match = messages.slice(after).find(predicate);
              if (match) found(match);
              else waiting.push(look);
            };
            look();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('autopilot streams (GET /autopilot/{id}/stream, GET /autopilot/retries/stream)', () => {
  let t: InProcessApp;
  const users: Record<'ada' | 'bob', { userId: string; token: string }> = {} as never;
  const opened: OpenStream[] = [];

  beforeAll(async () => {
    // A heartbeat every second, so the test sees one without waiting the product's 15.
    t = await startInProcessApp({ AUTOPILOT_STREAM_HEARTBEAT_SECONDS: '1' });
    users.ada = await t.register('ada@example.com');
    users.bob = await t.register('bob@example.com');
  });

  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });

  afterAll(async () => {
    await t?.close();
  });

  const open = async (path: string, token = users.ada.token) => {
    const stream = await openStream(`${t.url}${path}?token=${encodeURIComponent(token)}`);
    opened.push(stream);
    return stream;
  };

  async function start(companies: string[]): Promise<string> {
    const response = await t
      .api()
      .post('/autopilot/start')
      .set('Authorization', `Bearer ${users.ada.token}`)
      .send({ search_params: { company_names: companies, job_titles: ['Data Engineer'] } })
      .expect(201);
    await t.projected('autopilot-tasks', response.body.checkpoint);
    return response.body.session_id;
  }

  describe('GET /autopilot/{id}/stream', () => {
    it('sends connected, the task, a status_update after each change and session_complete, then ends', async () => {
      const id = await start(['Acme', 'Beta']);
      const stream = await open(`/autopilot/${id}/stream`);
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toMatch(/^text\/event-stream/);

      const first = await stream.next(() => true);
      expect(first).toEqual({ type: 'connected', session_id: id, timestamp: expect.any(String) });
      const queued = await stream.next((message) => message.type === 'status_update');
      expect(queued).toMatchObject({ session: { _id: id, status: 'queued', progress: 0 } });

      const seen = stream.messages.length;
      await step(t, id, 'BeginCompany', { company: 'Acme' });
      const running = await stream.next((message) => message.type === 'status_update', seen);
      expect(running).toMatchObject({
        session: {
          status: 'running',
          company_statuses: { Acme: expect.objectContaining({ status: 'searching' }) },
        },
      });

      await t
        .api()
        .post(`/autopilot/${id}/force-complete`)
        .set('Authorization', `Bearer ${users.ada.token}`)
        .expect(200);
      const complete = await stream.next((message) => message.type === 'session_complete');
      expect(complete).toMatchObject({ session: { _id: id, status: 'completed', progress: 100 } });
      await stream.ended;
      expect(stream.messages.at(-1)).toBe(complete);
    });

    it('completes the session when its last company ends', async () => {
      const id = await start(['Acme']);
      const stream = await open(`/autopilot/${id}/stream`);
      await stream.next((message) => message.type === 'status_update');
      await completeCompanyStep(t, id, 'Acme');
      expect(await stream.next((message) => message.type === 'session_complete')).toMatchObject({
        session: { status: 'completed', total_drafts: 1 },
      });
      await stream.ended;
    });

    it('sends a heartbeat while the task runs, and ends with an error when the task is deleted', async () => {
      const id = await start(['Acme']);
      const stream = await open(`/autopilot/${id}/stream`);
      await stream.next((message) => message.type === 'heartbeat');
      await t.api().delete(`/autopilot/${id}`).set('Authorization', `Bearer ${users.ada.token}`).expect(200);
      expect(await stream.next((message) => message.type === 'error')).toMatchObject({
        message: 'Task not found',
      });
      await stream.ended;
    });

    it('stops listening once the client leaves', async () => {
      const publisher = t.app.get(RealtimePublisher);
      const id = await start(['Acme']);
      const stream = await open(`/autopilot/${id}/stream`);
      await stream.next((message) => message.type === 'status_update');
      expect(publisher.listening()).toBe(true);
      stream.close();
      // The server notices the closed socket and unsubscribes; the next push reaches no stream.
      await new Promise<void>((resolve) => {
        const check = () => (publisher.listening() ? setImmediate(check) : resolve());
        check();
      });
      expect(publisher.listening()).toBe(false);
    });

    it("answers 401 to a missing or bad token, 404 to another user's task and 400 to an id that is not one", async () => {
      const id = await start(['Acme']);
      const noToken = await openStream(`${t.url}/autopilot/${id}/stream`);
      expect(noToken.response.statusCode).toBe(401);
      expect(await noToken.json()).toMatchObject({ detail: 'Authentication required' });
      const forged = await open(`/autopilot/${id}/stream`, 'not-a-token');
      expect(forged.response.statusCode).toBe(401);
      await forged.json();

      const others = await open(`/autopilot/${id}/stream`, users.bob.token);
      expect(others.response.statusCode).toBe(404);
      expect(await others.json()).toMatchObject({ detail: 'Task not found' });
      const unknown = await open(`/autopilot/${randomUUID()}/stream`);
      expect(unknown.response.statusCode).toBe(404);
      await unknown.json();
      const notAnId = await open('/autopilot/temp_1/stream');
      expect(notAnId.response.statusCode).toBe(400);
      expect(await notAnId.json()).toMatchObject({
        detail: [{ loc: ['id'], msg: 'id must be a task id' }],
      });
    });
  });

  describe('GET /autopilot/retries/stream', () => {
    it('sends connected, then retry_processed with the retry and the session it started', async () => {
      const id = await start(['Acme', 'Beta']);
      await emptyCompanyStep(t, id, 'Acme');
      await completeCompanyStep(t, id, 'Beta');
      const stream = await open('/autopilot/retries/stream');
      expect(await stream.next(() => true)).toEqual({ type: 'connected', timestamp: expect.any(String) });
      const bobs = await open('/autopilot/retries/stream', users.bob.token);
      await bobs.next(() => true);

      const retry = await t
        .api()
        .post(`/autopilot/${id}/manual-retry`)
        .set('Authorization', `Bearer ${users.ada.token}`)
        .expect(200);
      const { retry_id, new_session_id } = retry.body;
      // The process, as it will: the retry's session starts, and the retry is recorded as processed.
      await step(t, new_session_id, 'StartTask', {
        userId: users.ada.userId,
        companyNames: ['Acme'],
        jobTitles: ['Data Engineer'],
        jobScoreThreshold: 8,
        companyLimit: 25,
        planName: 'Starter',
        retryOf: { taskId: id, retryId: retry_id, priorAttempts: { Acme: 1 }, priorManualRetries: 1 },
      });
      await step(t, id, 'ProcessRetry', { retryId: retry_id, newTaskId: new_session_id });

      expect(await stream.next((message) => message.type === 'retry_processed')).toEqual({
        type: 'retry_processed',
        retry: expect.objectContaining({
          id: `${id}/${retry_id}`,
          status: 'processed',
          company: 'Acme',
          new_session_id,
        }),
        new_session: expect.objectContaining({ _id: new_session_id, is_retry: true, retry_count: 1 }),
        timestamp: expect.any(String),
      });
      // Another user's stream hears of nothing but its heartbeat.
      await bobs.next((message) => message.type === 'heartbeat');
      expect(bobs.messages.filter((message) => message.type === 'retry_processed')).toEqual([]);
    });

    it('answers 401 to a bad token', async () => {
      const forged = await open('/autopilot/retries/stream', 'not-a-token');
      expect(forged.response.statusCode).toBe(401);
      expect(await forged.json()).toMatchObject({ detail: 'Authentication required' });
    });
  });
});
