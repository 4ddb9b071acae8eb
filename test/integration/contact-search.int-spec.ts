import { randomUUID } from 'node:crypto';
import { contactIdFor } from '@outreach/backend/contacts/contact-id';
import {
  COMPANY_DIRECTORY,
  PEOPLE_DIRECTORY,
  type CompanyDirectory,
  type DirectoryCompany,
  type PeopleDirectory,
} from '@outreach/backend/platform/directory/directory.port';
import type { ContactSearchProgress } from '@outreach/backend/platform/realtime/server-events';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(120_000);

interface Result {
  contact_id: string;
  saved: boolean;
  first_name: string;
  last_name: string;
  full_name: string;
  email_address: string;
  company_name: string;
  company_url: string | null;
  job_title: string;
  position: string;
  seniority: string | null;
  department: string | null;
  linkedin_url: string | null;
  twitter: string | null;
  phone: string | null;
  location: string | null;
  email_type: string;
  confidence: number;
  verification_status: string | null;
  verification_date: string | null;
  sources: string[];
  total_score: number;
  matches: Record<string, { score: number; terms: string[] }>;
}

/** The contact search screen's Save: outreach.md §3 "Contact save payload" from one result. */
const savePayload = (result: Result) => ({
  full_name: result.full_name,
  first_name: result.first_name,
  last_name: result.last_name,
  email: result.email_address,
  where_met: 'Contact Search',
  phone: result.phone,
  linkedin_url: result.linkedin_url,
  linkedin_data: null,
  linkedin_data_fetched: false,
  company: result.company_name,
  company_url: result.company_url,
  job_title: result.job_title,
  location: result.location,
  position: result.position,
  seniority: result.seniority,
  department: result.department,
  twitter: result.twitter,
  verification_status: result.verification_status,
  verification_date: result.verification_date,
  sources: result.sources,
  tags: [],
  email_type: result.email_type,
  confidence: result.confidence,
  connection_strength: 0,
  similarity_score: result.total_score,
  matches: result.matches,
});

/** Contact search in one process on the demo directory: HTTP → directory → scorer → log → read models → sockets. */
describe('contact search', () => {
  let t: InProcessApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  /** Three demo companies with more than 10 people, the first of whom has an e-mail. */
  const chosen: DirectoryCompany[] = [];
  /** How many people with an e-mail each chosen company's first 10 hold. */
  const reachableOf = new Map<string, number>();

  const as = (name: string) => ({
    post: (path: string) => t.api().post(path).set('Authorization', `Bearer ${tokens[name]}`),
    get: (path: string) => t.api().get(path).set('Authorization', `Bearer ${tokens[name]}`),
    put: (path: string) => t.api().put(path).set('Authorization', `Bearer ${tokens[name]}`),
    delete: (path: string) => t.api().delete(path).set('Authorization', `Bearer ${tokens[name]}`),
  });
  const search = (name: string, body: Record<string, unknown>) =>
    as(name).post('/snowflake/search').send(body);
  const companiesOf = (limit?: number) =>
    chosen.map((company) => ({ 'Company Name': company.company_name, ...(limit ? { limit } : {}) }));
  const everyPage = async (name: string, total: number): Promise<Result[]> => {
    const all: Result[] = [];
    for (let offset = 0; offset < total; offset += 50) {
      const page = await search(name, { companies: companiesOf(), offset, limit: 50 });
      all.push(...page.body.contacts);
    }
    return all;
  };
  const caughtUp = async (projection: string) => t.projected(projection, await t.newestPosition());
  const streamTypes = async (streamId: string) => (await t.store.readStream(streamId)).map((e) => e.type);

  beforeAll(async () => {
    t = await startInProcessApp({ DIRECTORY_PRELOAD: 'true' });
    for (const name of ['ada', 'bob']) {
      ({ userId: ids[name], token: tokens[name] } = await t.register(`${name}@example.com`));
    }
    // Ada has a profile to score against; Bob has none.
    const profile = await as('ada')
      .put('/settings/linkedin_data')
      .send({
        linkedin_data: {
          firstName: 'Ada',
          lastName: 'Tester',
          headline: 'Software Engineer and Engineering Manager',
          profilePicture: null,
          username: 'ada-tester',
          summary: 'I build data platforms and lead engineering teams.',
          educations: [
            { schoolName: 'State University', degreeName: 'BSc', fieldOfStudy: 'Computer Science' },
          ],
          skills: [{ name: 'TypeScript' }, { name: 'Data engineering' }, { name: 'Hiring' }],
          positions: [
            {
              title: 'Senior Software Engineer',
              companyName: 'Previous Co',
              location: 'Austin, Texas',
              startedOn: 'Jan 2020',
              finishedOn: '',
              description: 'Led the data engineering team.',
            },
          ],
        },
      });
    expect(profile.status).toBe(200);
    await caughtUp('user-settings');
    const companies = t.app.get<CompanyDirectory>(COMPANY_DIRECTORY);
    const people = t.app.get<PeopleDirectory>(PEOPLE_DIRECTORY);
    const { companies: candidates } = await companies.searchCompanies({ offset: 0, limit: 50 });
    for (const company of candidates) {
      const { people: first10, total } = await people.findPeople({
        company_name: company.company_name,
        domain: company.domain,
        offset: 0,
        limit: 10,
      });
      if (total <= 10 || !first10[0]?.email) continue;
      chosen.push(company);
      reachableOf.set(company.company_name, first10.filter((person) => person.email).length);
      if (chosen.length === 3) break;
    }
    expect(chosen).toHaveLength(3);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('finds, scores, sorts and pages the people of three companies, pushing each phase in order', async () => {
    const { socket } = await t.connect(tokens.ada);
    const progress: ContactSearchProgress[] = [];
    socket.on('contacts.search.progress', (update: ContactSearchProgress) => progress.push(update));
    const searchId = randomUUID();

    const first = await search('ada', { companies: companiesOf(), search_id: searchId });
    expect(first.status).toBe(200);
    const expected = [...reachableOf.values()].reduce((sum, count) => sum + count, 0);
    expect(first.body).toMatchObject({
      success: true,
      total: expected,
      offset: 0,
      limit: 10,
      detail: `Found ${expected} contacts at 3 companies.`,
      demo: true,
    });
    expect(first.body.contacts).toHaveLength(10);
    for (const contact of first.body.contacts as Result[]) {
      expect(contact).toMatchObject({
        contact_id: contactIdFor(ids.ada, contact.email_address),
        saved: false,
        full_name: `${contact.first_name} ${contact.last_name}`,
      });
      expect(contact.email_address).toMatch(/@/);
      expect(contact.total_score).toBeGreaterThanOrEqual(0);
      expect(contact.total_score).toBeLessThanOrEqual(1);
      expect(chosen.map((company) => company.company_name)).toContain(contact.company_name);
    }

    const all = await everyPage('ada', expected);
    expect(all).toHaveLength(expected);
    expect(new Set(all.map((contact) => contact.email_address.toLowerCase())).size).toBe(expected);
    const scores = all.map((contact) => contact.total_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Scored against Ada's profile: engineers and engineering managers rank above the rest.
    expect(new Set(scores).size).toBeGreaterThan(1);
    expect(Object.keys(all[0].matches).length).toBeGreaterThan(0);
    expect(all.slice(0, 10)).toEqual(first.body.contacts);
    const second = await search('ada', { companies: companiesOf(), offset: 10, limit: 10 });
    expect(second.body).toMatchObject({ offset: 10, limit: 10, total: expected });
    expect(second.body.contacts).toEqual(all.slice(10, 20));

    const deadline = Date.now() + 5_000;
    while (!progress.some((update) => update.phase === 'done') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(progress.every((update) => update.searchId === searchId)).toBe(true);
    const phases = progress.map((update) => update.phase).filter((phase, i, all) => phase !== all[i - 1]);
    expect(phases).toEqual(['searching', 'filtering', 'scoring', 'done']);
    expect(progress.filter((update) => update.phase === 'searching').map((update) => update.done)).toEqual([
      0, 1, 2, 3,
    ]);
    expect(progress.find((update) => update.phase === 'filtering')).toMatchObject({
      done: expected,
      total: 30,
    });
    expect(progress.at(-1)).toEqual({ searchId, phase: 'done', done: expected, total: expected });
  });

  it('takes 10 people per company by default and as many as each company asks for', async () => {
    const defaults = await everyPage('ada', 100);
    for (const company of chosen) {
      expect(defaults.filter((contact) => contact.company_name === company.company_name)).toHaveLength(
        reachableOf.get(company.company_name)!,
      );
    }
    const one = await search('ada', { companies: companiesOf(1) });
    expect(one.status).toBe(200);
    expect(one.body.total).toBe(3);
    expect(one.body.contacts.map((contact: Result) => contact.company_name).sort()).toEqual(
      chosen.map((company) => company.company_name).sort(),
    );
    expect(one.body.detail).toBe('Found 3 contacts at 3 companies.');
  });

  it('still searches a company the directory does not know, by its name', async () => {
    const unknown = await search('ada', { companies: [{ 'Company Name': 'Nowhere Widgets Unlisted' }] });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ success: true, total: 0, contacts: [] });
    expect(unknown.body.detail).toBe('Found 0 contacts at 1 companies.');
  });

  it('refuses no companies, fewer than one contact per company and more companies than the plan allows', async () => {
    const none = await search('ada', { companies: [] });
    expect(none.status).toBe(400);
    expect(none.body.detail).toEqual([
      { loc: ['companies'], msg: 'Please confirm at least one company before searching.' },
    ]);

    const zero = await search('ada', {
      companies: [{ 'Company Name': 'Acme' }, { 'Company Name': 'Beta', limit: 0 }],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.detail).toEqual([
      { loc: ['companies', 1, 'limit'], msg: 'Contacts per company must be at least 1.' },
    ]);

    const many = Array.from({ length: 26 }, (_, i) => ({ 'Company Name': `Company ${i + 1}` }));
    const tooMany = await search('ada', { companies: many });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({
      code: 'CONTACT_SEARCH.TOO_MANY_COMPANIES',
      detail: 'Your Free plan allows up to 25 companies per search.',
      field: 'companies',
    });
    const unauthenticated = await t.api().post('/snowflake/search').send({ companies: companiesOf() });
    expect(unauthenticated.status).toBe(401);
  });

  describe('saving and unsaving', () => {
    let saved: Result[] = [];

    it('saves two results through bulk-add, lists them with their score and marks them saved in the next search', async () => {
      const results = (await search('ada', { companies: companiesOf() })).body.contacts as Result[];
      saved = results.slice(0, 2);
      const response = await as('ada').post('/contacts/bulk-add').send(saved.map(savePayload));
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('2 contacts added successfully.');
      expect(response.body.added_contacts[0]).toMatchObject({
        id: saved[0].contact_id,
        where_met: 'Contact Search',
        similarity_score: saved[0].total_score,
        email_type: saved[0].email_type,
      });
      await t.projected('contacts-list', response.body.checkpoint);
      expect(await streamTypes(`contact-${saved[0].contact_id}`)).toEqual(['ContactSaved']);

      const list = await as('ada').get('/contacts/list');
      expect(list.body.total).toBe(2);
      const listed = new Map(list.body.contacts.map((c: { id: string }) => [c.id, c]));
      for (const result of saved) {
        expect(listed.get(result.contact_id)).toMatchObject({
          email: result.email_address,
          similarity_score: result.total_score,
          matches: result.matches,
          sources: result.sources,
          verification_status: result.verification_status,
          verification_date: result.verification_date,
          email_type: result.email_type,
          confidence: result.confidence,
        });
      }
      const conversation = await as('ada').get(`/contacts/${saved[0].contact_id}/conversation`);
      expect(conversation.status).toBe(200);
      expect(conversation.body.contact).toMatchObject({
        similarity_score: saved[0].total_score,
        matches: saved[0].matches,
      });

      const again = (await search('ada', { companies: companiesOf() })).body.contacts as Result[];
      expect(again.filter((contact) => contact.saved).map((contact) => contact.contact_id)).toEqual(
        saved.map((contact) => contact.contact_id),
      );

      const repeat = await as('ada')
        .post('/contacts/bulk-add')
        .send([savePayload(saved[0])]);
      expect(repeat.body).toMatchObject({ added_contacts: [], results: [{ status: 'already_added' }] });
    });

    it('refuses a save payload whose search fields are wrong, naming the item and field', async () => {
      const [good] = saved;
      const bad = await as('ada')
        .post('/contacts/bulk-add')
        .send([
          { ...savePayload(good), email: 'one@nowhere.example', similarity_score: 1.5 },
          {
            ...savePayload(good),
            email: 'two@nowhere.example',
            confidence: 101,
            verification_date: 'last week',
            sources: ['ftp://files.example/x'],
            matches: { blob: 'x'.repeat(11 * 1024) },
          },
        ]);
      expect(bad.status).toBe(400);
      expect(bad.body.detail.map((problem: { loc: unknown[] }) => problem.loc.join('.'))).toEqual([
        'contacts.0.similarity_score',
        'contacts.1.confidence',
        'contacts.1.verification_date',
        'contacts.1.sources.0',
        'contacts.1.matches',
      ]);
      const list = await as('ada').get('/contacts/list');
      expect(list.body.total).toBe(2);
    });

    it('unsaves a saved result, which the next search shows unsaved, and saves it again', async () => {
      const [first] = saved;
      const unsaved = await as('ada').delete(`/contacts/${first.contact_id}`);
      expect(unsaved.status).toBe(200);
      expect(unsaved.body).toMatchObject({ id: first.contact_id, deleted: true });
      await t.projected('contacts-list', unsaved.body.checkpoint);
      expect(await streamTypes(`contact-${first.contact_id}`)).toEqual(['ContactSaved', 'ContactUnsaved']);

      const results = (await search('ada', { companies: companiesOf() })).body.contacts as Result[];
      expect(results.find((contact) => contact.contact_id === first.contact_id)?.saved).toBe(false);
      expect(results.find((contact) => contact.contact_id === saved[1].contact_id)?.saved).toBe(true);

      const resaved = await as('ada')
        .post('/contacts/bulk-add')
        .send([savePayload(first)]);
      expect(resaved.body.results[0].status).toBe('added');
      await t.projected('contacts-list', resaved.body.checkpoint);
      expect(await streamTypes(`contact-${first.contact_id}`)).toEqual([
        'ContactSaved',
        'ContactUnsaved',
        'ContactSaved',
      ]);
    });

    it('shows another user none of it', async () => {
      expect((await as('bob').get('/contacts/list')).body.total).toBe(0);
      const results = (await search('bob', { companies: companiesOf() })).body.contacts as Result[];
      expect(results.every((contact) => !contact.saved)).toBe(true);
      expect(results.map((contact) => contact.contact_id)).not.toContain(saved[0].contact_id);
      expect((await as('bob').delete(`/contacts/${saved[0].contact_id}`)).status).toBe(404);
      expect((await as('bob').get(`/contacts/${saved[0].contact_id}/conversation`)).status).toBe(404);
    });
  });

  it('counts each first page as a search toward searches_used, and each user’s apart', async () => {
    const history = await t.store.readStream(`searchhistory-${ids.ada}`);
    const performed = history.filter((event) => event.type === 'ContactSearchPerformed');
    expect(performed.length).toBeGreaterThan(0);
    expect(performed[0].data).toMatchObject({
      userId: ids.ada,
      companies: chosen.map((company) => company.company_name),
      result_count: [...reachableOf.values()].reduce((sum, count) => sum + count, 0),
      at: expect.any(String),
    });

    await caughtUp('contact-search-usage');
    const adaPlan = await as('ada').get('/settings/plan');
    expect(adaPlan.status).toBe(200);
    expect(adaPlan.body.searches_used).toBe(performed.length);

    await search('ada', { companies: companiesOf(), offset: 10 });
    await search('ada', { companies: companiesOf() });
    await caughtUp('contact-search-usage');
    expect((await as('ada').get('/settings/plan')).body.searches_used).toBe(performed.length + 1);

    const bobSearches = (await t.store.readStream(`searchhistory-${ids.bob}`)).filter(
      (event) => event.type === 'ContactSearchPerformed',
    ).length;
    expect((await as('bob').get('/settings/plan')).body.searches_used).toBe(bobSearches);
  });
});
