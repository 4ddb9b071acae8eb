import { randomUUID } from 'node:crypto';
import type { ContactResult } from '@outreach/backend/contact-search/contact-search.contract';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import { SECTIONED_RESUME_LINES } from '@outreach/backend/profile/testing/resume-fixtures';
import { GENERIC_TITLE_WORDS } from '@outreach/backend/scoring/profile-terms';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(120_000);

/** The words of every match the screen lists under "Why this score". */
const matchedWords = (contact: ContactResult): string[] =>
  Object.values(contact.matches).flatMap((detail) => detail?.terms ?? []);

/**
 * The first hour as the browser walk-through met it: a new user uploads a resume (no LinkedIn details typed), finds
 * companies by category and state, and sends the contact search exactly as the screen does, without waiting for
 * any read model in between.
 */
describe('contact search from the screen right after a resume upload', () => {
  let t: InProcessApp;
  let token: string;
  const as = <T extends { set: (name: string, value: string) => T }>(test: T) =>
    test.set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await startInProcessApp({ DIRECTORY_PRELOAD: 'true' });
    ({ token } = await t.register('noor@example.com', 'Noor'));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('scores the contacts against the resume: the best above zero with its matches, no generic title word among them', async () => {
    const upload = await as(t.api().post('/resume/')).attach(
      'file',
      minimalPdf({ pages: [SECTIONED_RESUME_LINES] }),
      { filename: 'noor-resume.pdf', contentType: 'application/pdf' },
    );
    expect(upload.status).toBe(201);

    const found = await as(t.api().post('/snowflake/search_companies')).send({
      mode: 'category',
      categories: ['Software Development'],
      location: 'United States',
      state: 'Texas',
      offset: 0,
      limit: 10,
    });
    expect(found.status).toBe(200);
    const companies = (found.body.companies as { company_name: string; url: string | null }[])
      .slice(0, 3)
      .map((company) => ({
        'Company Name': company.company_name,
        limit: 10,
        ...(company.url ? { domain: new URL(company.url).hostname.replace(/^www\./, '') } : {}),
      }));
    expect(companies).toHaveLength(3);

    const search = await as(t.api().post('/snowflake/search')).send({
      companies,
      offset: 0,
      limit: 10,
      search_id: randomUUID(),
    });
    expect(search.status).toBe(200);
    expect(search.body.profile_known).toBe(true);
    const contacts = search.body.contacts as ContactResult[];
    expect(contacts.length).toBeGreaterThan(0);
    const [best] = contacts;
    expect(best.total_score).toBeGreaterThan(0.3);
    expect(Object.keys(best.matches).length).toBeGreaterThan(0);
    // The best fits a data engineer: the data or engineering field, or a recruiter.
    expect(`${best.job_title} ${best.position}`).toMatch(/data|engineer|analytic|recruit|talent/i);
    const generic = new Set(GENERIC_TITLE_WORDS);
    for (const contact of contacts) {
      expect(matchedWords(contact).filter((word) => generic.has(word))).toEqual([]);
    }
  });
});
