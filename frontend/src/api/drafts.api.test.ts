import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../testing/msw-server';
import { signIn } from '../testing/render-with-providers';
import { pushProjection } from '../testing/socket-mock';
import { draftsApi } from './drafts.api';
import { makeStore } from '../testing/store';

beforeEach(() => signIn());

describe('drafts api', () => {
  it('sends an e-mail with its Idempotency-Key header and the contract body', async () => {
    const received: { key: string | null; body: unknown }[] = [];
    server.use(
      http.post('/emails/send/', async ({ request }) => {
        received.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
        return HttpResponse.json({ message_id: 'm-1', status: 'sent', checkpoint: '' }, { status: 201 });
      }),
    );
    const store = makeStore();

    const result = await store
      .dispatch(
        draftsApi.endpoints.sendEmail.initiate({
          contact_id: 'c-1',
          subject: 'Hi',
          body: 'Hello',
          idempotencyKey: 'key-1',
        }),
      )
      .unwrap();

    expect(result.status).toBe('sent');
    expect(received).toEqual([{ key: 'key-1', body: { contact_id: 'c-1', subject: 'Hi', body: 'Hello' } }]);
  });

  it('loads the drafts list again when the drafts-list read model pushes', async () => {
    let calls = 0;
    server.use(
      http.get('/emails/drafts', ({ request }) => {
        calls += 1;
        expect(new URL(request.url).searchParams.get('limit')).toBe('10');
        return HttpResponse.json({ drafts: [] });
      }),
    );
    const store = makeStore();
    const subscription = store.dispatch(draftsApi.endpoints.getDrafts.initiate(10));
    await subscription;
    await vi.waitFor(() => expect(calls).toBe(1));

    pushProjection({ projection: 'contacts-list', checkpoint: '2', keys: null });
    pushProjection({ projection: 'drafts-list', checkpoint: '3', keys: null });

    await vi.waitFor(() => expect(calls).toBe(2));
    subscription.unsubscribe();
  });
});
