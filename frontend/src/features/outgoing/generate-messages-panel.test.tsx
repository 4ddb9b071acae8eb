import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { streamOf } from '../../testing/stream-of';
import { GenerateMessagesPanel } from './components/generate-messages-panel';
import { answerBulkStream, bulkEvent } from './testing/bulk-stream-server';
import type { ContactFilterChoice } from './outgoing.api';

const done = (index: number, total: number) =>
  bulkEvent({
    status: `FINAL_RESULT: ${JSON.stringify({ id: `d-${index}`, contact_id: `c-${index}`, subject: `Hello ${index}`, body: 'Hi' })}`,
    message: `Email ${index} of ${total} generated`,
    email_index: index,
    total,
  });
const ACME: ContactFilterChoice = {
  logic: 'AND',
  filters: [{ column: 'company', operator: 'contains', value: 'Acme' }],
};
const IDS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

/** Hands a test the release of a stream held after some lines. */
function held() {
  let release: () => void = () => undefined;
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { until, release };
}

function matchingContacts(ids: string[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/contacts/', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        ids.map((id) => ({ id, first_name: 'A', last_name: 'B', email: `${id}@x.com` })),
      );
    }),
  );
  return asked;
}

function renderPanel(contactFilter: ContactFilterChoice = ACME) {
  const handlers = {
    onEditFilters: vi.fn(),
    onRemoveFilter: vi.fn(),
    onResumeMissing: vi.fn(),
    onDraftsSaved: vi.fn(),
  };
  const rendered = renderWithProviders(
    <GenerateMessagesPanel contactFilter={contactFilter} {...handlers} />,
    {
      route: '/messages/outgoing',
    },
  );
  return { ...rendered, ...handlers, panel: screen.getByRole('region', { name: 'Generate Messages' }) };
}

beforeEach(() => signIn());

describe('Generate Messages panel', () => {
  it('given the panel, then tone defaults to Professional and message type to Connection Request', () => {
    const { panel } = renderPanel();
    expect(within(panel).getByLabelText('Tone')).toHaveValue('Professional');
    expect(within(panel).getByLabelText('Message type')).toHaveValue('Connection Request');
    expect(
      within(within(panel).getByLabelText('Tone'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Professional', 'Casual', 'Friendly']);
    expect(
      within(within(panel).getByLabelText('Message type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Connection Request', 'Follow-Up', 'Thank You']);
  });

  it('given filtered contacts, when generating, then the filtered ids are sent and each e-mail arrives with progress', async () => {
    const asked = matchingContacts(IDS);
    const hold = held();
    const bodies: unknown[] = [];
    server.use(
      http.post('/emails/write/stream/bulk/', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(
          streamOf(
            [
              bulkEvent({ status: 'initializing', message: 'Finding contacts' }),
              bulkEvent({ status: 'streaming', message: 'Generating 2 emails', total: 2 }),
              done(1, 2),
              done(2, 2),
              bulkEvent({ status: 'complete', message: 'All emails generated successfully!', total: 2 }),
            ],
            { after: 3, until: hold.until },
          ),
        );
      }),
    );
    const { panel, user, onDraftsSaved } = renderPanel();

    await user.click(within(panel).getByRole('radio', { name: 'Filtered contacts' }));
    expect(await within(panel).findByText('2 contacts match your filters')).toBeInTheDocument();
    expect(asked[0]?.get('filters')).toBe(JSON.stringify(ACME.filters));
    await user.clear(within(panel).getByLabelText('Number of e-mails'));
    await user.type(within(panel).getByLabelText('Number of e-mails'), '2');
    await user.selectOptions(within(panel).getByLabelText('Tone'), 'Friendly');
    await user.type(within(panel).getByLabelText('Instructions'), '  Mention my portfolio  ');
    await user.click(within(panel).getByRole('button', { name: 'Generate Messages' }));

    const status = await within(panel).findByRole('region', { name: 'Generation status' });
    await waitFor(() => expect(status).toHaveTextContent('1 of 2 · 50%'));
    expect(within(status).getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(status).getByRole('list', { name: 'Generated e-mails' })).toHaveTextContent(
      'Email 1 of 2:Hello 1',
    );
    expect(onDraftsSaved).not.toHaveBeenCalled();

    hold.release();
    await waitFor(() => expect(status).toHaveTextContent('All emails generated successfully!'));
    expect(status).toHaveTextContent('2 of 2 · 100%');
    expect(onDraftsSaved).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual([
      {
        number: 2,
        instructions: 'Mention my portfolio',
        message_type: 'Connection Request',
        tone: 'Friendly',
        filtered_ids: IDS,
      },
    ]);
  });

  it('given all contacts without a draft, when generating, then no filtered_ids are sent', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('/emails/write/stream/bulk/', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return new HttpResponse(
          streamOf([bulkEvent({ status: 'complete', message: 'No contacts found to process.', total: 0 })]),
        );
      }),
    );
    const { panel, user, onDraftsSaved } = renderPanel();
    await user.click(within(panel).getByRole('button', { name: 'Generate Messages' }));

    const status = await within(panel).findByRole('region', { name: 'Generation status' });
    await waitFor(() => expect(status).toHaveTextContent('No contacts found to process.'));
    expect(bodies[0]).not.toHaveProperty('filtered_ids');
    expect(bodies[0]).toMatchObject({ number: 5, message_type: 'Connection Request', tone: 'Professional' });
    expect(onDraftsSaved).not.toHaveBeenCalled();
  });

  it('given filters matching no contact, then "No contacts match your filters." and Generate is disabled', async () => {
    matchingContacts([]);
    const { panel, user } = renderPanel();
    await user.click(within(panel).getByRole('radio', { name: 'Filtered contacts' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent('No contacts match your filters.');
    expect(within(panel).getByRole('button', { name: 'Generate Messages' })).toBeDisabled();
  });

  it('given a number out of range, when generating, then the field says so and nothing is asked', async () => {
    const { panel, user } = renderPanel();
    await user.clear(within(panel).getByLabelText('Number of e-mails'));
    await user.type(within(panel).getByLabelText('Number of e-mails'), '51');
    await user.click(within(panel).getByRole('button', { name: 'Generate Messages' }));

    expect(await within(panel).findByText('Enter a whole number from 1 to 50.')).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Generation status' })).not.toBeInTheDocument();
  });

  it('given a running generation, when Cancel is pressed, then the stream is aborted and the drafts made are kept', async () => {
    let aborted = false;
    server.use(
      http.post('/emails/write/stream/bulk/', ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        return new HttpResponse(
          streamOf(
            [
              bulkEvent({ status: 'streaming', message: 'Generating 3 emails', total: 3 }),
              done(1, 3),
              done(2, 3),
            ],
            {
              after: 2,
              until: new Promise<void>(() => undefined),
            },
          ),
        );
      }),
    );
    const { panel, user, onDraftsSaved } = renderPanel();
    await user.click(within(panel).getByRole('button', { name: 'Generate Messages' }));
    const status = await within(panel).findByRole('region', { name: 'Generation status' });
    await waitFor(() => expect(status).toHaveTextContent('1 of 3 · 33%'));

    await user.click(within(status).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(status).toHaveTextContent('Generation cancelled. 1 draft kept.'));
    expect(aborted).toBe(true);
    expect(onDraftsSaved).toHaveBeenCalledTimes(1);
    expect(within(panel).getByRole('button', { name: 'Generate Messages' })).toBeEnabled();
  });

  it('given a stream that stops with an error, when Retry is pressed, then it asks again under the same Idempotency-Key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/emails/write/stream/bulk/', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return new HttpResponse(
          streamOf(
            keys.length === 1
              ? [
                  bulkEvent({ status: 'streaming', message: 'Generating 2 emails', total: 2 }),
                  done(1, 2),
                  bulkEvent({
                    status: 'error',
                    error: 'Generation stopped.',
                    detail: 'Something went wrong on our side.',
                    total: 2,
                  }),
                ]
              : [
                  done(1, 2),
                  done(2, 2),
                  bulkEvent({ status: 'complete', message: 'All emails generated successfully!', total: 2 }),
                ],
          ),
        );
      }),
    );
    const { panel, user } = renderPanel();
    await user.click(within(panel).getByRole('button', { name: 'Generate Messages' }));
    const status = await within(panel).findByRole('region', { name: 'Generation status' });
    expect(await within(status).findByRole('alert')).toHaveTextContent(
      'Error: Generation stopped. Something went wrong on our side.',
    );

    await user.click(within(status).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(status).toHaveTextContent('All emails generated successfully!'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('given no resume stored, when generating, then the resume-missing prompt is asked for', async () => {
    answerBulkStream([
      { status: 'initializing', message: 'Finding contacts' },
      {
        status: 'error',
        error: 'Generation stopped.',
        detail: 'No resume stored. Upload your resume in Settings first.',
      },
    ]);
    const { panel, user, onResumeMissing } = renderPanel();
    await user.click(within(panel).getByRole('button', { name: 'Generate Messages' }));

    await waitFor(() => expect(onResumeMissing).toHaveBeenCalledTimes(1));
  });

  it('given a refused request, then the status box shows the server words with Retry', async () => {
    server.use(
      http.post('/emails/write/stream/bulk/', () =>
        HttpResponse.json({ detail: 'instructions must be at most 2000 characters' }, { status: 400 }),
      ),
    );
    const { panel, user } = renderPanel();
    await user.click(within(panel).getByRole('button', { name: 'Generate Messages' }));
    const status = await within(panel).findByRole('region', { name: 'Generation status' });
    expect(await within(status).findByRole('alert')).toHaveTextContent(
      'instructions must be at most 2000 characters',
    );
    expect(within(status).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
