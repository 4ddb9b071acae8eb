import { randomUUID } from 'node:crypto';
import { searchHistoryStreamId } from '@outreach/backend/contact-search/contact-search.events';
import { sendQuotaStreamId } from '@outreach/backend/messaging/send-quota.events';
import { subscriptionStreamId } from '@outreach/backend/billing/subscription.events';
import { userStreamId } from '@outreach/backend/users/user.events';
import type { NewEvent } from '@outreach/backend/platform/event-store/event-store.port';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The plan limits per billing period, enforced before the work starts: searches, company lists, drafts, sends. */
describe('plan limits', () => {
  let t: InProcessApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const users = ['searcher', 'lister', 'writer', 'sender', 'pro', 'member'];

  const as = (name: string) => ({
    post: (path: string) => t.api().post(path).set('Authorization', `Bearer ${tokens[name]}`),
    get: (path: string) => t.api().get(path).set('Authorization', `Bearer ${tokens[name]}`),
  });
  const caughtUp = async (...projections: ProjectionName[]) => {
    const head = await t.newestPosition();
    await Promise.all(projections.map((projection) => t.projected(projection, head)));
  };
  const streamLength = async (streamId: string) => (await t.store.readStream(streamId)).length;

  /** Appends `count` copies of an event as the app records it, at `at`, to one stream. */
  const seed = async (
    userId: string,
    streamId: string,
    count: number,
    event: (n: number) => NewEvent,
    at: string,
  ) => {
    const events = Array.from({ length: count }, (_, n) => {
      const made = event(n);
      return { ...made, metadata: { actorUserId: userId, recordedAt: at, ...made.metadata } };
    });
    for (let from = 0; from < events.length; from += 500) {
      await t.store.append(streamId, events.slice(from, from + 500), { expected: 'any' });
    }
    await caughtUp('plan-usage');
  };
  const contactSearches = (name: string, count: number, at: string) =>
    seed(
      ids[name],
      searchHistoryStreamId(ids[name]),
      count,
      () => ({
        type: 'ContactSearchPerformed',
        data: { userId: ids[name], searchId: randomUUID(), companies: ['Seed Co'], result_count: 0, at },
      }),
      at,
    );
  const companyLists = (name: string, count: number, at: string) =>
    seed(
      ids[name],
      searchHistoryStreamId(ids[name]),
      count,
      () => ({
        type: 'CompanySearchPerformed',
        data: {
          userId: ids[name],
          searchId: randomUUID(),
          kind: 'category',
          search_term: null,
          categories: ['Seed'],
          company_name: null,
          jobtitle: null,
          location: 'United States',
          state: null,
          city: null,
          company_size: null,
          result_count: 0,
          at,
        },
      }),
      at,
    );
  /** Messages sent earlier today: their slots of the day, as SendMessage takes them. */
  const sentToday = (name: string, count: number) => {
    const day = isoDay(new Date());
    return seed(
      ids[name],
      sendQuotaStreamId(ids[name], day),
      count,
      () => ({ type: 'SendQuotaUsed', data: { userId: ids[name], day, messageId: randomUUID() } }),
      new Date().toISOString(),
    );
  };
  const subscribe = async (name: string, plan: 'Basic' | 'Pro', start: string, next: string) => {
    await t.store.append(
      subscriptionStreamId(ids[name]),
      [
        {
          type: 'SubscriptionStarted',
          data: {
            userId: ids[name],
            idempotencyKey: null,
            gatewaySubscriptionId: `sub-${name}`,
            plan,
            cycle: 'monthly',
            priceCents: plan === 'Pro' ? 1500 : 500,
            billingPeriodStart: start,
            nextBillingDate: next,
            paymentMethod: null,
          },
          metadata: { actorUserId: ids[name], recordedAt: new Date().toISOString() },
        },
      ],
      { expected: 'any' },
    );
    await caughtUp('users-list', 'subscriptions');
  };
  const addContact = async (name: string, first: string) => {
    const response = await as(name)
      .post('/contacts/')
      .send({
        first_name: first,
        last_name: 'Tester',
        email: `${first.toLowerCase()}@contacts.example`,
        company: 'Acme',
      });
    expect(response.status).toBe(201);
    await t.projected('contacts-list', response.body.checkpoint);
    return response.body.contact.id as string;
  };
  const saveDraft = (name: string, contactId: string, subject: string) =>
    as(name)
      .post('/emails/drafts/')
      .send({ contact_id: contactId, subject, body: `Hello, ${subject}` });
  /** The settings page's usage once the read model has what was done (the client waits for the push likewise). */
  const usage = async (name: string) => {
    await caughtUp('plan-usage');
    return (await as(name).get('/settings/all')).body;
  };

  beforeAll(async () => {
    // The daily send cap is its own rule (SEND.DAILY_CAP_REACHED); here it stays out of the period limit's way.
    t = await startInProcessApp({ DAILY_SEND_CAP: '1000' });
    for (const name of users)
      ({ userId: ids[name], token: tokens[name] } = await t.register(`${name}@example.com`));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lets a Starter user run the 200th email search of the month and refuses the 201st, recording nothing', async () => {
    await contactSearches('searcher', 199, new Date().toISOString());
    const search = () =>
      as('searcher')
        .post('/snowflake/search')
        .send({ companies: [{ 'Company Name': 'Nowhere Inc' }] });
    expect((await search()).status).toBe(200);
    const before = await streamLength(searchHistoryStreamId(ids.searcher));
    expect(before).toBe(200);
    // The check waits for plan-usage only CATCH_UP_MS (3 s), then counts what it has: wait for the 200th.
    await caughtUp('plan-usage');

    const refused = await search();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'PLAN.LIMIT_REACHED',
      detail:
        'You have used all 200 email searches of the Starter plan this billing period. Growth allows 5,000 — upgrade to keep going.',
      field: 'searches_limit',
      limit: 'searches_limit',
      limit_value: 200,
      used: 200,
      plan_name: 'Starter',
      upgrade_plan: 'Basic',
    });
    expect(await streamLength(searchHistoryStreamId(ids.searcher))).toBe(before);
    // A later page of a search already counted is not another search.
    const nextPage = await as('searcher')
      .post('/snowflake/search')
      .send({ companies: [{ 'Company Name': 'Nowhere Inc' }], offset: 50 });
    expect(nextPage.status).toBe(200);
    // A later page with no first page behind it runs a search afresh: it is one, and is refused.
    const unheldPage = await as('searcher')
      .post('/snowflake/search')
      .send({ companies: [{ 'Company Name': 'Elsewhere Ltd' }], offset: 1 });
    expect(unheldPage.status).toBe(403);
    expect(unheldPage.body).toMatchObject({ code: 'PLAN.LIMIT_REACHED', limit: 'searches_limit', used: 200 });
    expect(await streamLength(searchHistoryStreamId(ids.searcher))).toBe(before);
    expect(await usage('searcher')).toMatchObject({ searches_used: 200, searches_limit: 200 });
  });

  it('counts a directory or AI company search as a company list: 3 a month on Starter', async () => {
    await companyLists('lister', 2, new Date().toISOString());
    // Last month's lists belong to another period.
    await companyLists(
      'lister',
      5,
      new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 0)).toISOString(),
    );
    const directorySearch = (offset = 0) =>
      as('lister')
        .post('/snowflake/search_companies')
        .send({ categories: ['Software'], offset });
    expect((await directorySearch()).status).toBe(200);
    const before = await streamLength(searchHistoryStreamId(ids.lister));
    await caughtUp('plan-usage');

    const refused = await directorySearch();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'PLAN.LIMIT_REACHED',
      field: 'company_lists_limit',
      limit: 'company_lists_limit',
      limit_value: 3,
      used: 3,
      plan_name: 'Starter',
      upgrade_plan: 'Basic',
      detail:
        'You have used all 3 company lists of the Starter plan this billing period. Growth allows 50 — upgrade to keep going.',
    });
    const ai = await as('lister').post('/perplexity/search').send({ search_term: 'fintech' });
    expect(ai.status).toBe(403);
    expect(ai.body.code).toBe('PLAN.LIMIT_REACHED');
    // More companies for a term the user never made a list of is a new list.
    const more = await as('lister')
      .post('/perplexity/generate-more')
      .send({ search_term: 'fintech', existing_companies: ['Made Up - made-up.example'] });
    expect(more.status).toBe(403);
    expect(more.body).toMatchObject({ code: 'PLAN.LIMIT_REACHED', limit: 'company_lists_limit' });
    expect(await streamLength(searchHistoryStreamId(ids.lister))).toBe(before);
    expect((await directorySearch(10)).status).toBe(200);
    expect(await usage('lister')).toMatchObject({ company_lists_used: 3, company_lists_limit: 3 });
  });

  it('counts drafts saved by hand and by the AI drafter: the 31st draft of a Starter month is refused', async () => {
    const contactId = await addContact('writer', 'Grace');
    for (let n = 1; n <= 30; n++)
      expect((await saveDraft('writer', contactId, `Draft ${n}`)).status).toBe(201);
    await caughtUp('plan-usage', 'drafts-list');
    const listed = async () => (await as('writer').get('/emails/drafts/all')).body;
    const before = JSON.stringify(await listed());

    const refused = await saveDraft('writer', contactId, 'One too many');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'PLAN.LIMIT_REACHED',
      detail:
        'You have used all 30 drafts of the Starter plan this billing period. Growth allows 2,000 — upgrade to keep going.',
      field: 'write_limit',
      limit: 'write_limit',
      limit_value: 30,
      used: 30,
      plan_name: 'Starter',
      upgrade_plan: 'Basic',
    });

    const resume = await as('writer')
      .post('/resume/')
      .attach('file', minimalPdf({ pages: [['Grace Writer', 'Software engineer']] }), {
        filename: 'cv.pdf',
        contentType: 'application/pdf',
      });
    expect(resume.status).toBe(201);
    await t.projected('user-settings', resume.body.checkpoint);
    const streamed = await as('writer')
      .post('/emails/stream')
      .send({ contact_id: contactId, contact_email: 'grace@contacts.example' });
    // Refused before the first byte and before the model is asked: a JSON error, not a stream.
    expect(streamed.status).toBe(403);
    expect(streamed.body).toMatchObject({ code: 'PLAN.LIMIT_REACHED', limit: 'write_limit' });
    await caughtUp('drafts-list');
    expect(JSON.stringify(await listed())).toBe(before);
    expect(await usage('writer')).toMatchObject({ write_used: 30, write_limit: 30 });
  });

  it('sends the 30th message of a Starter month and refuses the next, sending nothing', async () => {
    await sentToday('sender', 28);
    // A contact each: a first message to a contact is a connection request, one per contact.
    const contacts: string[] = [];
    const drafts: string[] = [];
    for (const first of ['Ada', 'Barbara', 'Claude']) {
      const contactId = await addContact('sender', first);
      const saved = await saveDraft('sender', contactId, `Hello ${first}`);
      expect(saved.status).toBe(201);
      contacts.push(contactId);
      drafts.push(saved.body.id);
    }
    const outbox = async () => (await as('sender').get('/outbox/messages')).body.messages.length;

    // A batch bigger than what is left is refused whole, naming what is left.
    const tooMany = await as('sender').post('/emails/drafts/batch-send').send({ draft_ids: drafts });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body).toEqual({
      code: 'PLAN.LIMIT_REACHED',
      detail:
        "You have 2 of the Starter plan's 30 messages left this billing period, and this needs 3. Growth allows 1,500 — upgrade to keep going.",
      field: 'emails_limit',
      limit: 'emails_limit',
      limit_value: 30,
      used: 28,
      plan_name: 'Starter',
      upgrade_plan: 'Basic',
    });
    expect(await outbox()).toBe(0);

    const fits = await as('sender')
      .post('/emails/drafts/batch-send')
      .send({ draft_ids: drafts.slice(0, 2) });
    expect(fits.status).toBe(201);
    expect(fits.body).toMatchObject({ sent: 2, failed: [] });
    const slots = await streamLength(sendQuotaStreamId(ids.sender, isoDay(new Date())));
    await caughtUp('plan-usage');

    const refused = await as('sender')
      .post('/emails/send/')
      .send({ draft_id: drafts[2], contact_id: contacts[2], subject: 'Three', body: 'Hello' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PLAN.LIMIT_REACHED', limit: 'emails_limit', used: 30 });
    expect(await outbox()).toBe(2);
    expect(await streamLength(sendQuotaStreamId(ids.sender, isoDay(new Date())))).toBe(slots);
    expect(await usage('sender')).toMatchObject({ emails_used: 30, emails_limit: 30, daily_used: 30 });
  });

  it('lets a Pro user search without limit, and starts counting afresh with each billing period', async () => {
    const today = new Date();
    const start = isoDay(today);
    const next = isoDay(new Date(today.getTime() + 30 * DAY_MS));
    await subscribe('pro', 'Pro', start, next);
    await contactSearches('pro', 250, today.toISOString());
    const search = await as('pro')
      .post('/snowflake/search')
      .send({ companies: [{ 'Company Name': 'Nowhere Inc' }] });
    expect(search.status).toBe(200);
    expect(await usage('pro')).toMatchObject({ plan_name: 'Pro', searches_used: 251, searches_limit: -1 });

    // 200 company lists in the period before this one do not count in this one.
    await companyLists('pro', 200, new Date(today.getTime() - DAY_MS).toISOString());
    const list = () =>
      as('pro')
        .post('/snowflake/search_companies')
        .send({ categories: ['Software'] });
    expect((await list()).status).toBe(200);
    await companyLists('pro', 199, today.toISOString());
    const refused = await list();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      limit: 'company_lists_limit',
      limit_value: 200,
      used: 200,
      plan_name: 'Pro',
      upgrade_plan: null,
    });
    expect(refused.body.detail).toMatch(
      /^You have used all 200 company lists of the Pro plan this billing period\. The count starts again on /,
    );
  });

  it('counts club-sponsored Pro as Pro, over the calendar month', async () => {
    await t.store.append(
      userStreamId(ids.member),
      [
        {
          type: 'ClubSponsorshipGranted',
          data: { userId: ids.member, clubCode: 'chess', clubName: 'Chess Club', plan: 'Pro' },
          metadata: { actorUserId: ids.member },
        },
      ],
      { expected: 'any' },
    );
    await caughtUp('users-list');
    await contactSearches('member', 250, new Date().toISOString());
    const search = await as('member')
      .post('/snowflake/search')
      .send({ companies: [{ 'Company Name': 'Nowhere Inc' }] });
    expect(search.status).toBe(200);
    const shown = await usage('member');
    expect(shown).toMatchObject({ plan_name: 'Pro', searches_used: 251, searches_limit: -1 });
    expect(shown.usage_period_start).toBe(`${new Date().toISOString().slice(0, 7)}-01`);
  });
});
