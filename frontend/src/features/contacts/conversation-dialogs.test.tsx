import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { streamOf } from '../../testing/stream-of';
import { aContact } from './testing/contacts-factories';
import { answerOneContact, noResumeStored, openConversation } from './testing/open-conversation';

const contact = aContact();
const DOCUMENT = {
  id: 'doc-1',
  name: 'Portfolio',
  filename: 'portfolio.pdf',
  content_type: 'application/pdf',
  size_bytes: 1000,
  uploaded_at: '2025-01-01T00:00:00.000Z',
};
const OTHER = { ...DOCUMENT, id: 'doc-2', name: 'Transcript', filename: 'transcript.pdf' };

beforeEach(() => answerOneContact(contact));

/** From the open conversation through Select Attachment to the Upload New Document dialog. */
async function openUploadDialog(user: Awaited<ReturnType<typeof openConversation>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Include Attachment' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Select Attachment' })).getByRole('button', {
      name: 'Upload New Document',
    }),
  );
  return screen.findByRole('dialog', { name: 'Upload New Document' });
}

describe('Generate With AI', () => {
  it('lists up to six steps while streaming, then fills the form from FINAL_RESULT', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requests: unknown[] = [];
    server.use(
      http.post('/emails/stream', async ({ request }) => {
        requests.push({ body: await request.json(), auth: request.headers.get('Authorization') });
        const steps = Array.from(
          { length: 7 },
          (_, index) => `Step ${index + 1}: working on part ${index + 1}`,
        );
        return new HttpResponse(
          streamOf(
            [
              ...steps,
              `FINAL_RESULT: ${JSON.stringify({ subject: 'Hello Ada', body: 'Hi Ada,<br>Shall we talk?', id: 'd-9' })}`,
            ],
            { after: 7, until: held },
          ),
          { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
        );
      }),
    );
    const { user } = await openConversation(contact);

    await user.click(screen.getByRole('button', { name: 'AI Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate With AI' });
    expect(within(dialog).getByLabelText('Message type')).toHaveValue('Connection Request');
    expect(within(dialog).getByLabelText('Tone')).toHaveValue('Professional');
    await user.type(within(dialog).getByLabelText('Instructions'), 'Ask about the data team');
    await user.selectOptions(within(dialog).getByLabelText('Tone'), 'Friendly');
    await user.click(within(dialog).getByRole('button', { name: 'Generate with AI Now!' }));

    expect(await within(dialog).findByText('...more steps running')).toBeInTheDocument();
    const listed = within(within(dialog).getByRole('list', { name: 'Generation steps' })).getAllByRole(
      'listitem',
    );
    expect(listed.map((item) => item.textContent)).toEqual(
      Array.from({ length: 6 }, (_, index) => `Step ${index + 1}: working on part ${index + 1}`),
    );
    release();

    expect(await screen.findByText('AI response generated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Subject')).toHaveValue('Hello Ada');
    expect(screen.getByLabelText('Body')).toHaveValue('Hi Ada,\nShall we talk?');
    expect(screen.getByRole('heading', { name: 'New message (editing a saved draft)' })).toBeInTheDocument();
    expect(requests[0]).toEqual({
      auth: 'Bearer access-token',
      body: {
        contact_email: 'ada@example.com',
        contact_id: contact.id,
        instructions: 'Ask about the data team',
        message_type: 'Connection Request',
        tone: 'Friendly',
      },
    });
  });

  it('does not say more steps run when there are six or fewer', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(
        '/emails/stream',
        () =>
          new HttpResponse(
            streamOf(['Step 1: reading', 'Step 2: writing', 'FINAL_RESULT: {"subject":"S","body":"B"}'], {
              after: 2,
              until: held,
            }),
          ),
      ),
    );
    const { user } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'AI Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate With AI' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate with AI Now!' }));

    expect(await within(dialog).findByText('Step 2: writing')).toBeInTheDocument();
    expect(within(dialog).queryByText('...more steps running')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('S'));
  });

  it('Cancel in the progress overlay stops the stream and closes the dialog without an error', async () => {
    let aborted = false;
    server.use(
      http.post('/emails/stream', ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        return new HttpResponse(
          streamOf(['Step 1: reading', 'FINAL_RESULT: {"subject":"S","body":"B"}'], {
            after: 1,
            until: new Promise<void>(() => undefined),
          }),
        );
      }),
    );
    const { user } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'AI Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate With AI' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate with AI Now!' }));
    const overlay = await within(dialog).findByRole('status', { name: 'Generating your e-mail' });
    await within(overlay).findByText('Step 1: reading');

    await user.click(within(overlay).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Generate With AI' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(aborted).toBe(true));
    expect(screen.queryByText('Failed to generate AI response.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('refreshes an expired access token once and retries the stream with the new one', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.post('/emails/stream', ({ request }) => {
        const auth = request.headers.get('Authorization');
        tokens.push(auth);
        if (auth !== 'Bearer fresh-access') {
          return HttpResponse.json({ code: 'AUTH.UNAUTHORIZED', detail: 'Unauthorized' }, { status: 401 });
        }
        return new HttpResponse(streamOf(['Step 1: reading', 'FINAL_RESULT: {"subject":"S","body":"B"}']));
      }),
      http.post('/auth/refresh', () =>
        HttpResponse.json({ access_token: 'fresh-access', refresh_token: 'fresh-refresh' }),
      ),
    );
    const { user } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'AI Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate With AI' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate with AI Now!' }));

    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('S'));
    expect(tokens).toEqual(['Bearer access-token', 'Bearer fresh-access']);
    expect(localStorage.getItem('jwt_token')).toBe('fresh-access');
  });

  it('ends the session when the stream answers 401 and the refresh is refused', async () => {
    server.use(
      http.post('/emails/stream', () =>
        HttpResponse.json({ code: 'AUTH.UNAUTHORIZED', detail: 'Unauthorized' }, { status: 401 }),
      ),
      http.post('/auth/refresh', () =>
        HttpResponse.json({ code: 'AUTH.INVALID_REFRESH', detail: 'Invalid refresh token' }, { status: 401 }),
      ),
    );
    const { user } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'AI Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate With AI' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate with AI Now!' }));

    await waitFor(() => expect(localStorage.getItem('jwt_token')).toBeNull());
    expect(sessionStorage.getItem('isAuthenticated')).toBeNull();
  });

  it("says 'Failed to generate AI response.' when the stream ends with an ERROR line", async () => {
    server.use(
      http.post(
        '/emails/stream',
        () =>
          new HttpResponse(streamOf(['Step 1: reading', 'ERROR: {"detail": "The model is unavailable"}'])),
      ),
    );
    const { user } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'AI Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate With AI' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate with AI Now!' }));

    expect(await screen.findByText('Failed to generate AI response.')).toBeInTheDocument();
    expect(screen.getByText('The model is unavailable')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('opens the app-wide upgrade dialog when the stream answers PLAN.LIMIT_REACHED', async () => {
    const limit = {
      code: 'PLAN.LIMIT_REACHED',
      detail:
        'You have used all 30 drafts of the Starter plan this billing period. Growth allows 2,000 — upgrade to keep going.',
      field: 'write_limit',
      limit: 'write_limit',
      limit_value: 30,
      used: 30,
      plan_name: 'Starter',
      upgrade_plan: 'Basic',
    };
    server.use(http.post('/emails/stream', () => HttpResponse.json(limit, { status: 403 })));
    const { user, store } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'AI Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate With AI' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate with AI Now!' }));

    expect(await screen.findByText('Failed to generate AI response.')).toBeInTheDocument();
    expect(store.getState().planLimit.reached).toMatchObject({
      detail: limit.detail,
      limit: 'write_limit',
      upgrade_plan: 'Basic',
    });
  });

  it('opens the resume-missing prompt when no resume is stored', async () => {
    server.use(http.post('/emails/stream', () => noResumeStored()));
    const { user } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'AI Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate With AI' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate with AI Now!' }));

    expect(await screen.findByRole('dialog', { name: 'Resume Required' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Generate With AI' })).not.toBeInTheDocument();
  });

  it("says 'Streaming not supported in this browser.' when the answer has no readable body", async () => {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/emails/stream')) return Promise.resolve({ ok: true, body: null } as Response);
      return realFetch(input, init);
    });
    const { user } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'AI Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate With AI' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate with AI Now!' }));

    expect(await screen.findByText('Streaming not supported in this browser.')).toBeInTheDocument();
  });
});

describe('Select Attachment and Upload New Document', () => {
  it('attaches each selected document, Add Selected Document held until one is ticked', async () => {
    const attached: unknown[] = [];
    server.use(
      http.get('/settings/documents', () => HttpResponse.json({ documents: [DOCUMENT, OTHER] })),
      http.post('/contacts/:id/attach_document', async ({ request, params }) => {
        attached.push({ contact: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({ contact_id: params.id, attached_documents: ['doc-1'], checkpoint: '3' });
      }),
    );
    const { user } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'Include Attachment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Attachment' });
    const add = within(dialog).getByRole('button', { name: 'Add Selected Document' });
    expect(add).toBeDisabled();

    await user.click(await within(dialog).findByRole('checkbox', { name: /Portfolio/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Transcript/ }));
    await user.click(add);

    expect(await screen.findByText('Documents attached to contact.')).toBeInTheDocument();
    expect(attached).toEqual([
      { contact: contact.id, document_id: 'doc-1' },
      { contact: contact.id, document_id: 'doc-2' },
    ]);
  });

  it("says 'Failed to attach documents.' when the server refuses", async () => {
    server.use(
      http.get('/settings/documents', () => HttpResponse.json({ documents: [DOCUMENT] })),
      http.post('/contacts/:id/attach_document', () =>
        HttpResponse.json({ detail: 'document_id: not one of your documents' }, { status: 422 }),
      ),
    );
    const { user } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'Include Attachment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Attachment' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Portfolio/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Selected Document' }));

    expect(await screen.findByText('Failed to attach documents.')).toBeInTheDocument();
  });

  it("says 'Failed to load attachments.' and retries", async () => {
    server.use(
      http.get('/settings/documents', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 }), {
        once: true,
      }),
      http.get('/settings/documents', () => HttpResponse.json({ documents: [DOCUMENT] })),
    );
    const { user } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'Include Attachment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Attachment' });
    expect(await within(dialog).findByText('Failed to load attachments.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('checkbox', { name: /Portfolio/ })).toBeInTheDocument();
  });

  it('uploads a named file and links it, Upload held until both are given', async () => {
    const linked: unknown[] = [];
    let uploadedName: FormDataEntryValue | null = null;
    server.use(
      http.get('/settings/documents', () => HttpResponse.json({ documents: [] })),
      http.post('/settings/documents', async ({ request }) => {
        uploadedName = (await request.formData()).get('name');
        return HttpResponse.json(
          { document: { ...DOCUMENT, id: 'doc-new', name: 'CV' }, checkpoint: '4' },
          { status: 201 },
        );
      }),
      http.post('/contacts/:id/attach_document', async ({ request, params }) => {
        linked.push(await request.json());
        return HttpResponse.json({ contact_id: params.id, attached_documents: ['doc-new'], checkpoint: '5' });
      }),
    );
    const { user } = await openConversation(contact);
    const dialog = await openUploadDialog(user);
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    expect(within(dialog).getByText('Please select a file to upload')).toBeInTheDocument();
    expect(within(dialog).getByText('Please provide a valid name')).toBeInTheDocument();

    await user.upload(
      within(dialog).getByLabelText('File'),
      new File(['cv'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(within(dialog).queryByText('Please select a file to upload')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Document name'), '   ');
    expect(upload).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Document name'), 'CV');
    await user.click(upload);

    expect(await screen.findByText('Attachment uploaded and linked successfully')).toBeInTheDocument();
    expect(uploadedName).toBe('CV');
    expect(linked).toEqual([{ document_id: 'doc-new' }]);
  });

  it("says 'Failed to upload attachment' when the upload is refused", async () => {
    server.use(
      http.get('/settings/documents', () => HttpResponse.json({ documents: [] })),
      http.post('/settings/documents', () =>
        HttpResponse.json({ detail: 'file: not a PDF' }, { status: 400 }),
      ),
    );
    const { user } = await openConversation(contact);
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('File'), new File(['x'], 'x.exe'));
    await user.type(within(dialog).getByLabelText('Document name'), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Failed to upload attachment')).toBeInTheDocument();
    expect(screen.getByText('file: not a PDF')).toBeInTheDocument();
  });
});

describe('Include Calendar', () => {
  const today = new Date().toISOString().slice(0, 10);

  it('asks with the default criteria, shows the text for review and inserts it into the body', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/availability', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ human_readable_availability: 'Monday 09:15 to 16:45 UTC' });
      }),
    );
    const { user } = await openConversation(contact);
    await user.type(screen.getByLabelText('Body'), 'Hi Ada,');
    await user.click(screen.getByRole('button', { name: 'Include Calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Include Calendar' });
    expect(within(dialog).getByLabelText('Available from')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('Available until')).toHaveValue('17:00');
    expect(within(dialog).getByLabelText('Buffer before (minutes)')).toHaveValue(15);
    expect(within(dialog).getByLabelText('Buffer after (minutes)')).toHaveValue(15);

    await user.click(within(dialog).getByRole('button', { name: 'Generate Availability' }));

    expect(await within(dialog).findByLabelText('Your availability')).toHaveValue(
      'Monday 09:15 to 16:45 UTC',
    );
    expect(bodies[0]).toEqual({
      available_start: '09:00',
      available_end: '17:00',
      buffer_before: 15,
      buffer_after: 15,
      start_date: today,
      end_date: today,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Insert into Email' }));

    expect(await screen.findByText('Calendar availability saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Body')).toHaveValue('Hi Ada,\n\nMonday 09:15 to 16:45 UTC');
  });

  it("says 'No availability returned from server.' for an empty answer", async () => {
    server.use(http.post('/availability', () => HttpResponse.json({ human_readable_availability: '' })));
    const { user } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'Include Calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Include Calendar' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate Availability' }));
    expect(await screen.findByText('No availability returned from server.')).toBeInTheDocument();
  });

  it("says 'Failed to generate availability.' with the server's reason", async () => {
    server.use(
      http.post('/availability', () =>
        HttpResponse.json({ detail: 'end_date must not be before start_date' }, { status: 400 }),
      ),
    );
    const { user } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'Include Calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Include Calendar' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate Availability' }));
    expect(await screen.findByText('Failed to generate availability.')).toBeInTheDocument();
    expect(screen.getByText('end_date must not be before start_date')).toBeInTheDocument();
  });
});
