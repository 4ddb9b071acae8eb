import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Draft } from '../../api/drafts.api';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { NO_TASK_DRAFTS_YET, TaskDraftsModal, type TaskDraftRef } from './components/task-drafts-modal';
import { aDraft, draftsServer } from './testing/draft-factories';

const TASK_START = '2026-01-10T10:00:00Z';

/** Opened as the task page opens it; closing it shows the button that reopens it. */
function Harness({ refs }: { refs: TaskDraftRef[] }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <TaskDraftsModal open onOpenChange={setOpen} title="Drafts for Acme" drafts={refs} since={TASK_START} />
  ) : (
    <p>Closed</p>
  );
}

function renderModal(refs: TaskDraftRef[]) {
  return renderWithProviders(<Harness refs={refs} />, { route: '/autopilot/task/t1' });
}

const refsOf = (...drafts: Draft[]) => drafts.map((draft) => ({ draft_id: draft.id }));

async function dialog() {
  const modal = await screen.findByRole('dialog', { name: 'Drafts for Acme' });
  await within(modal).findAllByRole('article');
  return modal;
}

const subjectsIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

beforeEach(() => signIn());

describe("A task's drafts", () => {
  it("lists only the task's drafts, new apart from those the contacts already had", async () => {
    const fresh = aDraft({ subject: 'Written by the task', created_at: '2026-01-10T10:03:00Z' });
    const older = aDraft({ subject: 'Already there', created_at: '2026-01-09T08:00:00Z' });
    const flagged = aDraft({ subject: 'Flagged existing', created_at: '2026-01-10T10:04:00Z' });
    const other = aDraft({ subject: 'Not this task' });
    draftsServer([fresh, flagged, other], [older]);
    renderModal([...refsOf(fresh, older), { draft_id: flagged.id, was_existing: true }]);

    const modal = await dialog();
    expect(subjectsIn(within(modal).getByRole('region', { name: 'New Drafts' }))).toEqual([
      'Written by the task',
    ]);
    expect(subjectsIn(within(modal).getByRole('region', { name: 'Existing Drafts' }))).toEqual([
      'Already there',
      'Flagged existing',
    ]);
    expect(modal).not.toHaveTextContent('Not this task');
  });

  it('cuts previews at 100 characters with Show More and Show Less', async () => {
    const long = 'x'.repeat(150);
    const draft = aDraft({ body: long, preview: null, created_at: '2026-01-10T10:03:00Z' });
    draftsServer([draft]);
    const { user } = renderModal(refsOf(draft));

    const modal = await dialog();
    expect(within(modal).getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Show More' }));
    expect(within(modal).getByText(long)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Show Less' }));
    expect(within(modal).getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();
  });

  it('asks for a selection, then sends the selected drafts after a confirmation', async () => {
    const [first, second] = [aDraft({ subject: 'First' }), aDraft({ subject: 'Second' })];
    const { remove } = draftsServer([first, second]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/emails/drafts/batch-send', async ({ request }) => {
        const body = (await request.json()) as { draft_ids: string[] };
        bodies.push(body);
        remove(body.draft_ids);
        return HttpResponse.json({ sent: body.draft_ids.length, failed: [], checkpoint: '' });
      }),
    );
    const { user } = renderModal(refsOf(first, second));
    const modal = await dialog();

    await user.click(within(modal).getByRole('button', { name: 'Send Selected (0)' }));
    expect(await screen.findByText('No drafts selected for sending.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Delete Selected' }));
    expect(await screen.findByText('No drafts selected for deletion.')).toBeInTheDocument();

    await user.click(within(modal).getByRole('checkbox', { name: 'Select all' }));
    await user.click(within(modal).getByRole('button', { name: 'Send Selected (2)' }));
    const confirm = screen.getByRole('dialog', { name: 'Send Selected Drafts' });
    expect(confirm).toHaveTextContent('Send 2 selected drafts now?');
    expect(bodies).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Selected drafts sent successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ draft_ids: [first.id, second.id] }]);
  });

  it("says 'Failed to send some drafts.' when part of the batch fails", async () => {
    const [first, second] = [aDraft({ subject: 'First' }), aDraft({ subject: 'Second' })];
    const { remove } = draftsServer([first, second]);
    server.use(
      http.post('/emails/drafts/batch-send', () => {
        remove([first.id]);
        return HttpResponse.json({
          sent: 1,
          failed: [{ draft_id: second.id, detail: 'Daily send limit reached (30 emails a day).' }],
          checkpoint: '',
        });
      }),
    );
    const { user } = renderModal(refsOf(first, second));
    const modal = await dialog();

    await user.click(within(modal).getByRole('checkbox', { name: 'Select all' }));
    await user.click(within(modal).getByRole('button', { name: 'Send Selected (2)' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Send Selected Drafts' })).getByRole('button', {
        name: 'Send',
      }),
    );

    expect(await screen.findByText('Failed to send some drafts.')).toBeInTheDocument();
    expect(screen.getByText('Daily send limit reached (30 emails a day).')).toBeInTheDocument();
    // The failed one stays selected for another try.
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: 'Send Selected (1)' })).toBeInTheDocument(),
    );
  });

  it('deletes the selected drafts after a confirmation, and keeps them when cancelled', async () => {
    const [first, second] = [aDraft({ subject: 'First' }), aDraft({ subject: 'Second' })];
    const { remove } = draftsServer([first, second]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/emails/drafts/batch-delete', async ({ request }) => {
        const body = (await request.json()) as { draft_ids: string[] };
        bodies.push(body);
        remove(body.draft_ids);
        return HttpResponse.json({ deleted: body.draft_ids.length, failed: [], checkpoint: '' });
      }),
    );
    const { user } = renderModal(refsOf(first, second));
    const modal = await dialog();

    await user.click(within(modal).getByRole('checkbox', { name: 'Select draft First' }));
    await user.click(within(modal).getByRole('button', { name: 'Delete Selected' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Selected Drafts' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(bodies).toEqual([]);

    await user.click(within(modal).getByRole('button', { name: 'Delete Selected' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Selected Drafts' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(await screen.findByText('Selected drafts deleted successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ draft_ids: [first.id] }]);
    await waitFor(() => expect(subjectsIn(modal)).toEqual(['Second']));
  });

  it('sends, deletes and edits one draft with the autopilot messages', async () => {
    const [first, second] = [aDraft({ subject: 'First' }), aDraft({ subject: 'Second' })];
    const { remove } = draftsServer([first, second]);
    const edits: unknown[] = [];
    server.use(
      http.post('/emails/drafts/:id/send', ({ params }) => {
        remove([String(params.id)]);
        return HttpResponse.json({ message_id: 'm1', status: 'sent', checkpoint: '' });
      }),
      http.delete('/emails/drafts/:id', ({ params }) => {
        remove([String(params.id)]);
        return HttpResponse.json({ id: params.id, deleted: true, checkpoint: '' });
      }),
      http.put('/emails/drafts/:id', async ({ request, params }) => {
        edits.push(await request.json());
        return HttpResponse.json({ id: params.id, draft: { ...second, subject: 'Edited' }, checkpoint: '' });
      }),
    );
    const { user } = renderModal(refsOf(first, second));
    const modal = await dialog();

    await user.click(within(modal).getByRole('button', { name: 'Edit draft Second' }));
    expect(within(modal).getByText(`To ${second.contact_name} at ${second.company}`)).toBeInTheDocument();
    const subject = within(modal).getByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'Edited');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Draft updated successfully')).toBeInTheDocument();
    expect(edits).toEqual([{ subject: 'Edited', body: second.body }]);

    await user.click(await within(modal).findByRole('button', { name: 'Send draft First' }));
    expect(await screen.findByText('Email sent successfully.')).toBeInTheDocument();

    await user.click(await within(modal).findByRole('button', { name: 'Delete draft Second' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Draft' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Draft deleted successfully.')).toBeInTheDocument();
  });

  it('says the drafts may still be on their way when none is listed yet, and closes', async () => {
    draftsServer([aDraft({ subject: 'Someone else' })]);
    renderModal([{ draft_id: '7d3e0c5a-0000-4000-8000-999999999999' }]);

    expect(await screen.findByText(NO_TASK_DRAFTS_YET)).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });

  it("says 'Failed to fetch drafts' with a Retry when the drafts cannot be read", async () => {
    const draft = aDraft({ subject: 'Back again' });
    server.use(
      http.get('/emails/drafts/all', () => HttpResponse.json({ detail: 'down' }, { status: 500 }), {
        once: true,
      }),
      http.get('/emails/drafts/all', () => HttpResponse.json({ new_drafts: [draft], earlier_drafts: [] })),
    );
    const { user } = renderModal(refsOf(draft));

    expect(await screen.findByText('Failed to fetch drafts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
