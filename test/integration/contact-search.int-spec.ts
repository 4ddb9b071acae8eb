import { randomUUID } from 'node:crypto';
import type { ContactResult } from '@outreach/backend/contact-search/contact-search.contract';
import { SearchCallerQuery } from '@outreach/backend/contact-search/queries/search-caller.query';
import { contactIdFor } from '@outreach/backend/contacts/contact-id';
import {
  COMPANY_DIRECTORY,
  PEOPLE_DIRECTORY,
  type CompanyDirectory,
  type DirectoryCompany,
  type PeopleDirectory,
} from '@outreach/backend/platform/directory/directory.port';
import { DATABASE } from '@outreach/backend/platform/database/database';
import type { ContactSearchProgress } from '@outreach/backend/platform/realtime/server-events.contract';
import {
  hunterEmailsFixture,
  startHunterDouble,
  type HunterDouble,
} from '@outreach/backend/platform/directory/testing/hunter-double';
import type { Kysely } from 'kysely';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(120_000);

const detailOf = (body: { detail: { loc: (string | number)[]; msg: string }[] }) =>
  body.detail.map((problem) => `${problem.loc.join('.')}: ${problem.msg}`);

type Result = ContactResult;

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
  const caughtUp = async (projection: ProjectionName) => t.projected(projection, await t.newestPosition());
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
      profile_known: true,
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

  it('answers no contacts for a company the directory does not know', async () => {
    const unknown = await search('ada', { companies: [{ 'Company Name': 'Nowhere Widgets Unlisted' }] });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ success: true, total: 0, contacts: [] });
    expect(unknown.body.detail).toBe('Found 0 contacts at 1 companies.');
  });

  it('refuses no companies, fewer than one contact per company and more companies than the plan allows', async () => {
    const none = await search('ada', { companies: [] });
    expect(none.status).toBe(400);
    expect(none.body.detail).toEqual([
      { loc: ['companies'], msg: 'Please select at least one company before searching.' },
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
      detail: 'Your Starter plan allows up to 25 companies per search.',
      field: 'companies',
    });
    const unauthenticated = await t.api().post('/snowflake/search').send({ companies: companiesOf() });
    expect(unauthenticated.status).toBe(401);
  });

  it('lets each plan take its number of companies: Growth 50, Pro any up to the request bound, an unknown plan 3', async () => {
    const { userId } = await t.register('cy@example.com');
    tokens.cy = t.tokenFor('cy@example.com');
    const db = t.app.get<Kysely<{ users_list: { user_id: string; role_name: string | null } }>>(DATABASE);
    await caughtUp('users-list');
    // No call sets a Basic or an unknown plan yet (billing is another issue): the plan is set where the search reads it.
    const onPlan = async (plan: string) => {
      const { numUpdatedRows } = await db
        .updateTable('users_list')
        .set({ role_name: plan })
        .where('user_id', '=', userId)
        .executeTakeFirst();
      expect(numUpdatedRows).toBe(1n);
    };
    const unknownCompanies = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ 'Company Name': `Unlisted ${i + 1}` }));

    await onPlan('Basic');
    expect((await search('cy', { companies: unknownCompanies(50) })).status).toBe(200);
    const overBasic = await search('cy', { companies: unknownCompanies(51) });
    expect(overBasic.status).toBe(422);
    expect(overBasic.body).toMatchObject({
      detail: 'Your Growth plan allows up to 50 companies per search.',
      field: 'companies',
      company_selection_limit: 50,
    });

    await onPlan('Pro');
    expect((await search('cy', { companies: unknownCompanies(200) })).status).toBe(200);
    const overBound = await search('cy', { companies: unknownCompanies(201) });
    expect(overBound.status).toBe(400);
    expect(overBound.body.detail).toEqual([
      { loc: ['companies'], msg: 'A search may take at most 200 companies.' },
    ]);
    const tooManyContacts = await search('cy', {
      companies: unknownCompanies(101).map((company) => ({ ...company, limit: 50 })),
    });
    expect(tooManyContacts.status).toBe(400);
    expect(tooManyContacts.body.detail).toEqual([
      {
        loc: ['companies'],
        msg: 'A search may ask for at most 5000 contacts in all; choose fewer companies or fewer contacts per company.',
      },
    ]);

    await onPlan('Platinum');
    expect((await search('cy', { companies: unknownCompanies(3) })).status).toBe(200);
    const overUnknown = await search('cy', { companies: unknownCompanies(4) });
    expect(overUnknown.status).toBe(422);
    expect(overUnknown.body.detail).toBe('Your Platinum plan allows up to 3 companies per search.');
  });

  it('names the field of a wrongly typed or out-of-range request with 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ companies: 'Acme' }, 'companies: companies must be a list of companies'],
      [{ companies: [null] }, 'companies.0: each company must be an object with a Company Name'],
      [{ companies: [{ 'Company Name': '' }] }, 'companies.0.Company Name: Company Name is required'],
      [
        { companies: [{ 'Company Name': 'x'.repeat(201) }] },
        'companies.0.Company Name: Company Name must be at most 200 characters',
      ],
      [
        { companies: [{ 'Company Name': 'Acme', limit: 1e9 }] },
        'companies.0.limit: Contacts per company must be at most 50.',
      ],
      [
        { companies: [{ 'Company Name': 'Acme', limit: -1 }] },
        'companies.0.limit: Contacts per company must be at least 1.',
      ],
      [{ companies: [{ 'Company Name': 'Acme' }], offset: -5 }, 'offset: offset must be at least 0'],
      [{ companies: [{ 'Company Name': 'Acme' }], limit: 'ten' }, 'limit: limit must be a number'],
    ];
    for (const [body, problem] of cases) {
      const response = await search('ada', body);
      expect({ status: response.status, problems: detailOf(response.body) }).toEqual({
        status: 400,
        problems: [problem],
      });
    }
    const unicode = await search('ada', { companies: [{ 'Company Name': 'Société Générale 日本 🚀' }] });
    expect(unicode.status).toBe(200);
    expect(unicode.body.total).toBe(0);
    const farPage = await search('ada', { companies: companiesOf(), offset: 1_000_000 });
    expect(farPage.status).toBe(200);
    expect(farPage.body).toMatchObject({ contacts: [], offset: 1_000_000 });
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
        sources: saved[0].sources,
        verification_status: saved[0].verification_status,
        verification_date: saved[0].verification_date,
        email_type: saved[0].email_type,
        confidence: saved[0].confidence,
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

    it('saves a person once when two tabs save them at the same time', async () => {
      const results = (await search('ada', { companies: companiesOf() })).body.contacts as Result[];
      const person = results.find((contact) => !contact.saved)!;
      const [one, two] = await Promise.all([
        as('ada')
          .post('/contacts/bulk-add')
          .send([savePayload(person)]),
        as('ada')
          .post('/contacts/bulk-add')
          .send([savePayload(person)]),
      ]);
      expect([one.status, two.status]).toEqual([201, 201]);
      expect([one.body.results[0].status, two.body.results[0].status].sort()).toEqual([
        'added',
        'already_added',
      ]);
      expect(await streamTypes(`contact-${person.contact_id}`)).toEqual(['ContactSaved']);
      const unsaved = await as('ada').delete(`/contacts/${person.contact_id}`);
      expect(unsaved.status).toBe(200);
      await t.projected('contacts-list', unsaved.body.checkpoint);
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

      // Deeply nested matches are refused by name, not by a stack overflow (500); sent as text, being too deep for
      // the client's own JSON.stringify.
      const item = JSON.stringify({ ...savePayload(good), email: 'three@nowhere.example', matches: null });
      const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      const tooDeep = await as('ada')
        .post('/contacts/bulk-add')
        .set('Content-Type', 'application/json')
        .send(`[${item.replace('"matches":null', `"matches":${deep}`)}]`);
      expect(tooDeep.status).toBe(400);
      expect(tooDeep.body.detail).toEqual([
        { loc: ['contacts', 0, 'matches'], msg: 'matches must not nest more than 8 levels deep' },
      ]);
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
      const listed = (await as('ada').get('/contacts/list')).body.contacts as { id: string }[];
      expect(listed.map((contact) => contact.id)).toContain(first.contact_id);
      const shown = (await search('ada', { companies: companiesOf() })).body.contacts as Result[];
      expect(shown.find((contact) => contact.contact_id === first.contact_id)?.saved).toBe(true);
    });

    it('shows another user none of it', async () => {
      expect((await as('bob').get('/contacts/list')).body.total).toBe(0);
      const bobs = await search('bob', { companies: companiesOf() });
      // Bob has no profile: his answer says the scores cannot reflect him.
      expect(bobs.body.profile_known).toBe(false);
      const results = bobs.body.contacts as Result[];
      expect(results.every((contact) => !contact.saved)).toBe(true);
      expect(results.map((contact) => contact.contact_id)).not.toContain(saved[0].contact_id);
      expect((await as('bob').delete(`/contacts/${saved[0].contact_id}`)).status).toBe(404);
      expect((await as('bob').get(`/contacts/${saved[0].contact_id}/conversation`)).status).toBe(404);
      // The saved flags read only the caller's contacts, even for an id that is Ada's.
      const saves = t.app.get(SearchCallerQuery);
      expect(await saves.savedContactIds(ids.bob, [saved[1].contact_id])).toEqual(new Set());
      expect(await saves.savedContactIds(ids.ada, [saved[1].contact_id])).toEqual(
        new Set([saved[1].contact_id]),
      );
    });

    it('gives a contact added by hand no search fields in the list and the conversation', async () => {
      const created = await as('bob')
        .post('/contacts/')
        .send({ first_name: 'Hand', last_name: 'Made', email: 'hand@nowhere.example', company: 'Acme' });
      expect(created.status).toBe(201);
      await t.projected('contacts-list', created.body.checkpoint);
      const none = {
        similarity_score: null,
        matches: null,
        sources: [],
        verification_status: null,
        verification_date: null,
        email_type: 'unknown',
        confidence: null,
      };
      expect((await as('bob').get('/contacts/list')).body.contacts).toEqual([expect.objectContaining(none)]);
      const conversation = await as('bob').get(`/contacts/${created.body.contact.id}/conversation`);
      expect(conversation.body.contact).toMatchObject(none);
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

    await caughtUp('plan-usage');
    const adaPlan = await as('ada').get('/settings/plan');
    expect(adaPlan.status).toBe(200);
    expect(adaPlan.body.searches_used).toBe(performed.length);

    await search('ada', { companies: companiesOf(), offset: 10 });
    await search('ada', { companies: companiesOf() });
    await caughtUp('plan-usage');
    expect((await as('ada').get('/settings/plan')).body.searches_used).toBe(performed.length + 1);

    const bobSearches = (await t.store.readStream(`searchhistory-${ids.bob}`)).filter(
      (event) => event.type === 'ContactSearchPerformed',
    ).length;
    expect((await as('bob').get('/settings/plan')).body.searches_used).toBe(bobSearches);
  });
});

/** The same search over a Hunter-style contact finder (a local double): each call is a billed provider request. */
describe('contact search over a Hunter-style contact finder', () => {
  const API_KEY = 'hunter-test-key';
  let t: InProcessApp;
  let hunter: HunterDouble;
  let token: string;
  /** Domains the double knows people at; filled once the demo companies are known. */
  const domains: string[] = [];
  const chosen: DirectoryCompany[] = [];
  const search = (body: Record<string, unknown>) =>
    t.api().post('/snowflake/search').set('Authorization', `Bearer ${token}`).send(body);
  const companies = () => [
    ...chosen.map((company) => ({ 'Company Name': company.company_name })),
    { 'Company Name': 'Nowhere Widgets Unlisted' },
  ];
  const finderCalls = () => hunter.requests.filter((request) => request.path === '/v2/domain-search').length;

  beforeAll(async () => {
    hunter = await startHunterDouble({ apiKey: API_KEY, domains });
    t = await startInProcessApp({
      DIRECTORY_PRELOAD: 'true',
      HUNTER_API_KEY: API_KEY,
      HUNTER_API_URL: hunter.baseUrl,
    });
    ({ token } = await t.register('hunter-user@example.com'));
    const directory = t.app.get<CompanyDirectory>(COMPANY_DIRECTORY);
    chosen.push(...(await directory.searchCompanies({ offset: 0, limit: 2 })).companies);
    domains.push(...chosen.map((company) => company.domain));
  });

  afterAll(async () => {
    await t?.close();
    await hunter?.close();
  });

  it('asks the finder once per known company, and pages from that search without asking again', async () => {
    const reachable = hunterEmailsFixture('x.example').filter((email) => email.value).length;
    const expected = reachable * chosen.length;

    const first = await search({ companies: companies(), limit: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      total: expected,
      demo: false,
      detail: `Found ${expected} contacts at 3 companies.`,
    });
    // The company the directory does not know has no domain to search: it is not asked, and does not fail the search.
    expect(finderCalls()).toBe(chosen.length);

    const pages = [first.body.contacts];
    for (let offset = 2; offset < expected; offset += 2) {
      const page = await search({ companies: companies(), offset, limit: 2 });
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(expected);
      pages.push(page.body.contacts);
    }
    expect(finderCalls()).toBe(chosen.length);
    const emails = pages.flat().map((contact: { email_address: string }) => contact.email_address);
    expect(new Set(emails).size).toBe(expected);

    // A first page is a new search: the finder is asked again.
    expect((await search({ companies: companies(), limit: 2 })).status).toBe(200);
    expect(finderCalls()).toBe(2 * chosen.length);
  });

  it('searches a company the directory lacks by the domain the caller gives for it', async () => {
    domains.push('unlisted-widgets.example');
    const calls = finderCalls();
    const found = await search({
      companies: [
        { 'Company Name': 'Unlisted Widgets', domain: 'https://www.unlisted-widgets.example/careers' },
      ],
    });
    expect(found.status).toBe(200);
    expect(finderCalls()).toBe(calls + 1);
    const asked = hunter.requests.filter((request) => request.path === '/v2/domain-search').at(-1);
    expect(asked?.query.domain).toBe('unlisted-widgets.example');
    expect(found.body.total).toBeGreaterThan(0);
    expect(
      found.body.contacts.every(
        (contact: { company_name: string }) => contact.company_name === 'Unlisted Widgets',
      ),
    ).toBe(true);
  });

  it('answers 503 naming the finder when it fails, and keeps nothing of that search for later pages', async () => {
    hunter.behave({ kind: 'status', status: 500 });
    const other = [{ 'Company Name': chosen[0].company_name, limit: 3 }];
    const failed = await search({ companies: other });
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe('DIRECTORY.UNAVAILABLE');
    hunter.behave({ kind: 'answer' });
    const calls = finderCalls();
    const later = await search({ companies: other, offset: 2, limit: 2 });
    expect(later.status).toBe(200);
    expect(later.body.total).toBe(3);
    expect(finderCalls()).toBe(calls + 1);
  });
});
