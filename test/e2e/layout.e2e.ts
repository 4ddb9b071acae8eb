import { mkdirSync } from 'node:fs';
import { expect, Locator, Page, test } from '@playwright/test';
import { expectToast, uploadResume } from './support/page-helpers';
import { signIn } from './support/sign-in';

/** Outside the repository: the pictures are for looking at, not for keeping. */
const SHOTS = '/tmp/shots';

/** The widths the issue was found at: a desktop and a phone. */
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

/** Neither the page nor any box inside it (a table's wrapper) scrolls sideways. */
async function expectNoSidewaysScrolling(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const boxes = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const { overflowX } = getComputedStyle(element);
      return (
        (overflowX === 'auto' || overflowX === 'scroll') &&
        element.getClientRects().length > 0 &&
        element.scrollWidth > element.clientWidth + 1
      );
    });
    return {
      page: root.scrollWidth - root.clientWidth,
      boxes: boxes.map((box) => `${box.tagName.toLowerCase()}.${box.className}`.slice(0, 120)),
    };
  });
  expect(overflow.page, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect(overflow.boxes, `${where}: boxes that scroll sideways`).toEqual([]);
}

/**
 * The action is inside the viewport once the page is scrolled vertically to it (never sideways: that would hide
 * the fault), and nothing lies over it (a tour card or button).
 */
async function expectReachable(page: Page, action: Locator, what: string): Promise<void> {
  await expect(action, what).toBeVisible();
  await action.evaluate((element) => {
    const { top, height } = element.getBoundingClientRect();
    window.scrollBy({ top: top + height / 2 - window.innerHeight / 2, left: 0, behavior: 'instant' });
  });
  const box = await action.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
  expect(box!.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height);
  const uncovered = await action.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(uncovered, `${what}: covered by another element`).toBe(true);
}

/** Where the text of `element` breaks onto a new line: the characters on either side of each break. */
async function lineBreaks(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const text = node.textContent ?? '';
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const tops: number[] = [];
    for (let current = walker.nextNode(); current; current = walker.nextNode()) {
      for (let index = 0; index < (current.textContent ?? '').length; index += 1) {
        const range = document.createRange();
        range.setStart(current, index);
        range.setEnd(current, index + 1);
        tops.push(range.getBoundingClientRect().top);
      }
    }
    const breaks: string[] = [];
    for (let index = 1; index < tops.length; index += 1) {
      if (tops[index] > tops[index - 1] + 1) breaks.push(`${text[index - 1]}|${text[index]}`);
    }
    return breaks;
  });
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px every primary action of contact search, contacts and the conversation is in reach, and a minimized tour stays minimized`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const email = `layout-${viewport.width}-${Date.now().toString(36)}@example.com`;
    const page = await signIn(browser, email, 'Maximiliana Oyelaran-Featherstonehaugh', { keepTour: true });
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await uploadResume(page, 'resume.pdf', ['Data engineer: Python, SQL, Spark, Airflow and dbt pipelines']);

    // The tour, minimized, stays minimized after a full page load, its way back in the header.
    const card = page.getByRole('dialog', { name: 'Welcome! Let’s get you set up' });
    const minimized = page.waitForResponse((response) => response.url().endsWith('/onboarding/minimize'));
    await card.getByRole('button', { name: 'Minimize' }).click();
    expect((await minimized).status()).toBe(200);
    await expect(card).toBeHidden();
    const showTour = page.getByRole('banner').getByRole('button', { name: /^Show tour/ });
    await expect(showTour).toBeVisible();
    await page.reload();
    await expect(showTour).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome! Let’s get you set up' })).toBeHidden();

    // Contact search: companies by category, two added, their contacts found and one saved.
    await page.goto('/contacts/create');
    const generate = page.getByRole('region', { name: 'Generate Companies' });
    await generate.getByRole('radio', { name: 'By Category' }).check();
    await generate.getByLabel('Categories', { exact: true }).fill('Software');
    const chip = generate
      .getByRole('list', { name: 'Categories found' })
      .getByRole('button', { name: 'Software Development', exact: true });
    await chip.click({ timeout: 15_000 });
    await generate.getByRole('button', { name: 'Search Companies' }).click();
    await expectToast(page, 'Search completed!');
    const found = generate.getByRole('region', { name: 'Companies found' });
    await expect(found.getByText(/^Showing 1 to 10 of \d+ results$/)).toBeVisible();
    await expectNoSidewaysScrolling(page, 'company results');
    const addCompany = found.getByRole('button', { name: 'Add Company' });
    await expectReachable(page, addCompany.first(), 'Add Company');
    await addCompany.first().click();
    await expectReachable(page, addCompany.first(), 'Add Company (second)');
    await addCompany.first().click();

    const selection = generate.getByRole('region', { name: 'Selected Companies' });
    await expect(selection.getByText(/^2 (selected|of \d+ allowed by your plan)$/)).toBeVisible();
    await expectNoSidewaysScrolling(page, 'selected companies');
    await expectReachable(page, selection.getByRole('button', { name: /^Remove / }).first(), 'Remove');
    await expectReachable(page, selection.getByRole('spinbutton').first(), 'Contacts to Add');
    const findContacts = selection.getByRole('button', { name: 'Find Contacts' });
    await expectReachable(page, findContacts, 'Find Contacts');
    await findContacts.click();
    const contacts = generate.getByRole('region', { name: 'Contacts found' });
    const saveOne = contacts.getByRole('button', { name: /^Save (?!all on this page$)/ });
    await expect(saveOne.first()).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScrolling(page, 'contact results');
    await expectReachable(page, contacts.getByRole('button', { name: 'Save all on this page' }), 'Save all');
    const save = saveOne.first();
    await expectReachable(page, save, 'Save');
    await save.click();
    await expectToast(page, 'Contact added successfully.');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/layout-contact-search-${viewport.width}.png`, fullPage: true });

    // Contacts: Add Contact, then the saved contact's conversation.
    await page.goto('/contacts');
    await expectReachable(
      page,
      page.getByRole('main').getByRole('link', { name: 'Add Contact' }),
      'Add Contact',
    );
    await page.getByRole('list', { name: 'Contacts' }).getByRole('link').first().click();
    const conversation = page.getByRole('region').filter({ has: page.locator('#conversation-heading') });
    await expect(conversation).toBeVisible();
    await expectNoSidewaysScrolling(page, 'conversation');
    for (const name of ['AI Draft', 'Include Attachment', 'Include Calendar', 'Save Draft', 'Send']) {
      await expectReachable(page, conversation.getByRole('button', { name, exact: true }), name);
    }
    await expectReachable(page, showTour, 'Show tour');
    await page.screenshot({ path: `${SHOTS}/layout-conversation-${viewport.width}.png`, fullPage: true });

    // The contact's header: the name has the width it needs, the address breaks only at its @ or dots.
    const name = conversation.getByRole('heading', { level: 2 });
    const nameBox = (await name.boundingBox())!;
    const panelBox = (await conversation.boundingBox())!;
    expect(nameBox.width, 'the name is squeezed').toBeGreaterThanOrEqual(panelBox.width * 0.5);
    for (const at of await lineBreaks(name)) expect(at, 'the name breaks inside a word').toMatch(/[ -]/);
    const address = conversation.getByText(/^[^\s@]+@[^\s@]+$/).first();
    await expect(address).toBeVisible();
    for (const at of await lineBreaks(address)) {
      expect(at, 'the e-mail address breaks mid-word').toMatch(/^(@\|.|.\|@|.\|\.|\.\|.)$/);
    }

    await page.context().close();
  });
}

test('the favicon and the touch icon are served with the page that names them', async ({ request }) => {
  const page = await request.get('/');
  const html = await page.text();
  expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"');
  expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');

  const favicon = await request.get('/favicon.svg');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
  expect(await favicon.text()).toContain('<svg');

  const touchIcon = await request.get('/apple-touch-icon.png');
  expect(touchIcon.status()).toBe(200);
  expect(touchIcon.headers()['content-type']).toBe('image/png');
});
