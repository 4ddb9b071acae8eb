import { expect, Page } from '@playwright/test';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';

/** Toasts can outlive each other and repeat; any one showing the text will do. Uploads are read on the server first. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
}

/** The settings journey covers uploading a resume; the others only need one, so it goes in by API. */
export async function uploadResume(page: Page, fileName: string, lines: string[]): Promise<void> {
  const pdf = Array.from(minimalPdf({ pages: [lines] }));
  const status = await page.evaluate(
    async ({ bytes, name }) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
      const response = await fetch('/resume/', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('jwt_token')}` },
        body: form,
      });
      return response.status;
    },
    { bytes: pdf, name: fileName },
  );
  expect(status).toBe(201);
}

/**
 * Records every text the elements matching `selector` show (their `attribute`, else their text content), however
 * briefly, so a test sees what a user saw; the answer reads them back in the order first shown.
 */
export async function recordShownTexts(
  page: Page,
  selector: string,
  attribute?: string,
): Promise<() => Promise<string[]>> {
  await page.evaluate(
    ({ selector, attribute }) => {
      const seen: string[] = [];
      (window as unknown as { shownTexts: string[] }).shownTexts = seen;
      new MutationObserver(() => {
        for (const element of document.querySelectorAll(selector)) {
          const text = (attribute ? element.getAttribute(attribute) : element.textContent)?.trim() ?? '';
          if (text && !seen.includes(text)) seen.push(text);
        }
      }).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    },
    { selector, attribute },
  );
  return () => page.evaluate(() => (window as unknown as { shownTexts: string[] }).shownTexts);
}

/** A contact created through the real route as the signed-in user; answers its id. */
export async function createContact(page: Page, fields: Record<string, string>): Promise<string> {
  const { status, id } = await page.evaluate(async (body) => {
    const response = await fetch('/contacts/', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('jwt_token')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, id: (await response.json()).contact?.id as string };
  }, fields);
  expect(status).toBe(201);
  return id;
}
