import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { aCompany, aTask, TASK_ID } from '../../features/autopilot/detail/testing/task-factories';
import { aDraft, draftsServer } from '../../features/drafts/testing/draft-factories';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signedInAs } from '../../testing/render-with-providers';

beforeEach(() => signedInAs());

it("opens a company's drafts from the task page in the drafts modal", async () => {
  const mine = aDraft({ subject: 'Hello Acme', company: 'Acme', created_at: '2026-01-10T10:03:00Z' });
  draftsServer([mine, aDraft({ subject: 'Unrelated' })]);
  server.use(
    http.get('/autopilot/:id', () =>
      HttpResponse.json(
        aTask({
          status: 'completed',
          progress: 100,
          draft_count: 1,
          company_statuses: {
            Acme: aCompany({ status: 'completed', current_step: 'done', drafts_generated: 1 }),
          },
          draft_details: [
            { draft_id: mine.id, company: 'Acme', contact_id: mine.contact_id, created_at: mine.created_at },
          ],
        }),
      ),
    ),
  );
  const { user } = renderWithProviders(null, { route: `/autopilot/task/${TASK_ID}` });

  await user.click(await screen.findByRole('button', { name: /Acme.*open its 1 drafts/ }));

  const modal = await screen.findByRole('dialog', { name: 'Drafts for Acme' });
  expect(await within(modal).findByRole('region', { name: 'New Drafts' })).toHaveTextContent('Hello Acme');
  expect(modal).not.toHaveTextContent('Unrelated');
});
