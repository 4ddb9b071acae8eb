import { expect, Page } from '@playwright/test';

/** One of the dashboard's four metric cards, by its label. */
export const metricCard = (page: Page, label: string) =>
  page.locator('dl[aria-label="Metrics"] > div').filter({ has: page.locator('dt', { hasText: label }) });

/** The user's own line on the sidebar's board (other journeys' users may be on it too). */
export const ownLine = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('region', { name: 'Leaderboard' })
    .getByRole('listitem')
    .filter({ hasText: '(you)' });

interface ContactFields {
  first_name: string;
  last_name: string;
  email: string;
  company: string;
}

/**
 * A contact created through the real routes, from whichever window `page` is, then `path` posted for it with
 * `body` and its contact_id (a send, a draft save); the post answers `status`.
 */
export async function postForNewContact(
  page: Page,
  contact: ContactFields,
  path: string,
  body: Record<string, string>,
  status: number,
): Promise<void> {
  const answered = await page.evaluate(
    async ({ contact, path, body }) => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem('jwt_token')}`,
        'Content-Type': 'application/json',
      };
      const created = await fetch('/contacts/', { method: 'POST', headers, body: JSON.stringify(contact) });
      if (!created.ok) return `${created.status} ${await created.text()}`;
      const { id } = ((await created.json()) as { contact: { id: string } }).contact;
      const request = {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ ...body, contact_id: id }),
      };
      // The call reads the contact from the contacts list, which has it once its projector caught up.
      let response = await fetch(path, request);
      for (let tries = 0; response.status === 404 && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        response = await fetch(path, request);
      }
      return response.ok ? response.status : `${response.status} ${await response.text()}`;
    },
    { contact, path, body },
  );
  expect(answered).toBe(status);
}
