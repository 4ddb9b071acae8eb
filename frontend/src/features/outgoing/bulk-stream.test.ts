import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { signIn } from '../../testing/render-with-providers';
import { makeStore } from '../../testing/store';
import { streamOf } from '../../testing/stream-of';
import { answerBulkStream, bulkEvent as data } from './testing/bulk-stream-server';
import { BulkStreamError, parseBulkLine, streamBulkEmails, type BulkEvent } from './bulk-stream';

const REQUEST = { number: 2, message_type: 'Follow-Up', tone: 'Casual' } as const;

beforeEach(() => signIn());

describe('parseBulkLine', () => {
  it('given a FINAL_RESULT status, then it is one e-mail done with its draft', () => {
    const email = { id: 'd-1', contact_id: 'c-1', subject: 'Hi', body: 'Body', checkpoint: '0001' };
    expect(
      parseBulkLine(
        data({
          status: `FINAL_RESULT: ${JSON.stringify(email)}`,
          message: 'Email 1 of 2 generated',
          email_index: 1,
          total: 2,
        }),
      ),
    ).toEqual({ kind: 'email-done', emailIndex: 1, total: 2, email });
  });

  it('given initializing and streaming statuses, then they are progress with the server words', () => {
    expect(parseBulkLine(data({ status: 'initializing', message: 'Finding contacts' }))).toEqual({
      kind: 'progress',
      status: 'initializing',
      message: 'Finding contacts',
      emailIndex: undefined,
      total: undefined,
    });
    expect(
      parseBulkLine(data({ status: 'streaming', message: 'Writing email 2 of 3', email_index: 2, total: 3 })),
    ).toMatchObject({ kind: 'progress', status: 'streaming', emailIndex: 2, total: 3 });
  });

  it('given an error naming its e-mail, then only that e-mail failed', () => {
    expect(
      parseBulkLine(
        data({ error: 'Email 2 of 3 failed.', detail: 'The model wrote nothing.', email_index: 2, total: 3 }),
      ),
    ).toEqual({
      kind: 'email-failed',
      emailIndex: 2,
      total: 3,
      error: 'Email 2 of 3 failed.',
      detail: 'The model wrote nothing.',
    });
  });

  it('given an error status, then it stops the stream, keeping the refusal fields', () => {
    const fields = {
      status: 'error',
      error: 'Generation stopped.',
      detail: 'No resume stored.',
      code: 'X',
      total: 3,
    };
    expect(parseBulkLine(data(fields))).toEqual({
      kind: 'stopped',
      error: 'Generation stopped.',
      detail: 'No resume stored.',
      fields,
    });
  });

  it('given complete, then it carries the summary and total', () => {
    expect(
      parseBulkLine(data({ status: 'complete', message: 'No contacts found to process.', total: 0 })),
    ).toEqual({
      kind: 'complete',
      message: 'No contacts found to process.',
      total: 0,
    });
  });

  it.each(['', ': keep-alive', 'event: ping', 'data: not json', 'data: 42'])(
    'given "%s", then it is no event',
    (line) => {
      expect(parseBulkLine(line)).toBeNull();
    },
  );
});

describe('streamBulkEmails', () => {
  it('given a stream, when read, then each event is reported in order, sent with the token and Idempotency-Key', async () => {
    const seen: { key: string | null; auth: string | null; body: unknown }[] = [];
    server.use(
      http.post('/emails/write/stream/bulk/', async ({ request }) => {
        seen.push({
          key: request.headers.get('Idempotency-Key'),
          auth: request.headers.get('Authorization'),
          body: await request.json(),
        });
        return new HttpResponse(
          streamOf([
            data({ status: 'initializing', message: 'Finding contacts' }),
            '',
            data({ status: 'streaming', message: 'Generating 1 emails', total: 1 }),
            '',
            data({
              status: `FINAL_RESULT: ${JSON.stringify({ id: 'd-1', contact_id: 'c-1', subject: 'S', body: 'B' })}`,
              email_index: 1,
              total: 1,
            }),
            '',
            data({ status: 'complete', message: 'All emails generated successfully!', total: 1 }),
          ]),
          { headers: { 'Content-Type': 'text/event-stream' } },
        );
      }),
    );
    const events: BulkEvent[] = [];
    await streamBulkEmails(REQUEST, { idempotencyKey: 'key-1' }, makeStore(), (event) => events.push(event));

    expect(seen).toEqual([{ key: 'key-1', auth: 'Bearer access-token', body: REQUEST }]);
    expect(events.map((event) => event.kind)).toEqual(['progress', 'progress', 'email-done', 'complete']);
  });

  it('given a plan-limit refusal event, then the app-wide upgrade dialog is told', async () => {
    answerBulkStream([
      {
        status: 'error',
        error: 'Generation stopped.',
        code: 'PLAN.LIMIT_REACHED',
        detail: 'You have used all 10 drafts of your plan this month.',
        field: 'write_limit',
        limit: 'write_limit',
        limit_value: 10,
        used: 10,
        plan_name: 'Starter',
        upgrade_plan: 'Basic',
        total: 3,
      },
    ]);
    const store = makeStore();
    const events: BulkEvent[] = [];
    await streamBulkEmails(REQUEST, { idempotencyKey: 'key-2' }, store, (event) => events.push(event));

    expect(events).toMatchObject([{ kind: 'stopped', error: 'Generation stopped.' }]);
    expect(store.getState().planLimit.reached).toMatchObject({ limit: 'write_limit', used: 10 });
  });

  it('given a refused request, then it fails with the server detail', async () => {
    server.use(
      http.post('/emails/write/stream/bulk/', () =>
        HttpResponse.json({ detail: 'number must be a whole number from 1 to 50' }, { status: 400 }),
      ),
    );
    const failure = streamBulkEmails(REQUEST, { idempotencyKey: 'key-3' }, makeStore(), () => undefined);
    await expect(failure).rejects.toBeInstanceOf(BulkStreamError);
    await expect(failure).rejects.toThrow('number must be a whole number from 1 to 50');
  });
});
