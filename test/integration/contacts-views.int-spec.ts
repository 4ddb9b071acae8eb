import { randomUUID } from 'node:crypto';
import { draftStreamId } from '@outreach/backend/drafts/draft.events';
import { conversationStreamId } from '@outreach/backend/messaging/conversation.events';
import { appWithUsers } from './testing/app-with-users';

jest.setTimeout(60_000);

/** The dashboard's links to the contacts page: GET /contacts/list with filter=responses or filter=drafts. */
describe('contacts list views (filter=responses, filter=drafts)', () => {
  const t = appWithUsers(['ada', 'bob']);
  const contactIds: Record<string, string> = {};

  async function append(streamId: string, userId: string, type: string, data: object) {
    await t
      .app()
      .store.append(
        streamId,
        [{ type, data, metadata: { actorUserId: userId, recordedAt: new Date().toISOString() } }],
        { expected: 'any' },
      );
  }

  async function create(user: string, first: string) {
    const response = await t
      .as(user, t.api().post('/contacts/'))
      .send({
        first_name: first,
        last_name: 'Tester',
        email: `${first.toLowerCase()}@example.org`,
        company: 'Acme',
      })
      .expect(201);
    contactIds[first] = response.body.contact.id;
    await t.app().projected('contacts-list', response.body.checkpoint);
  }

  const reply = (user: string, contactId: string) =>
    append(conversationStreamId(contactId), t.ids[user], 'ReplyReceived', {
      contactId,
      userId: t.ids[user],
      replyId: randomUUID(),
      inReplyToMessageId: null,
      fromEmail: 'someone@example.org',
      fromName: 'Someone',
      subject: 'Re: Hello',
      content: 'Happy to talk',
      receivedAt: new Date().toISOString(),
      source: 'simulated',
    });

  const draft = (user: string, contactId: string) => {
    const draftId = randomUUID();
    return append(draftStreamId(draftId), t.ids[user], 'DraftSaved', {
      draftId,
      userId: t.ids[user],
      contactId,
      contactEmail: 'someone@example.org',
      contactName: 'Someone',
      company: 'Acme',
      subject: 'Hello',
      body: '<p>Hi</p>',
      messageType: 'connection_request',
      tone: 'Professional',
      source: 'manual',
    });
  };

  const names = async (user: string, query: Record<string, string>, path = '/contacts/list') => {
    const response = await t.as(user, t.api().get(path)).query(query).expect(200);
    const contacts = (Array.isArray(response.body) ? response.body : response.body.contacts) as {
      first_name: string;
    }[];
    return contacts.map((contact) => contact.first_name).sort();
  };

  beforeAll(async () => {
    for (const first of ['Grace', 'Alan', 'Linus']) await create('ada', first);
    await create('bob', 'Barbara');
    await reply('ada', contactIds.Grace);
    await draft('ada', contactIds.Alan);
    // bob's reply and draft under ada's contact ids must not reach ada's views.
    await reply('bob', contactIds.Linus);
    await draft('bob', contactIds.Linus);
    await reply('bob', contactIds.Barbara);
    const newest = await t.app().newestPosition();
    await t.app().projected('outreach-metrics', newest);
    await t.app().projected('drafts-list', newest);
  });

  it('lists the contacts who answered, and only the caller’s', async () => {
    expect(await names('ada', { filter: 'responses' })).toEqual(['Grace']);
    const page = await t.as('ada', t.api().get('/contacts/list')).query({ filter: 'responses' });
    expect(page.body).toMatchObject({ total: 1, page: 1 });
    expect(await names('bob', { filter: 'responses' })).toEqual(['Barbara']);
  });

  it('lists the contacts with a draft waiting, and only the caller’s', async () => {
    expect(await names('ada', { filter: 'drafts' })).toEqual(['Alan']);
    expect(await names('bob', { filter: 'drafts' })).toEqual([]);
  });

  it('combines a view with the search and the filters, and GET /contacts/ takes it too', async () => {
    expect(await names('ada', { filter: 'responses', search: 'grace' })).toEqual(['Grace']);
    expect(await names('ada', { filter: 'responses', search: 'alan' })).toEqual([]);
    expect(
      await names('ada', {
        filter: 'drafts',
        filters: JSON.stringify([{ column: 'first_name', value: 'grace' }]),
      }),
    ).toEqual([]);
    expect(await names('ada', { filter: 'drafts' }, '/contacts/')).toEqual(['Alan']);
    expect(await names('ada', { filter: '' })).toEqual(['Alan', 'Grace', 'Linus']);
  });

  it('refuses an unknown view with 400 naming filter', async () => {
    const response = await t
      .as('ada', t.api().get('/contacts/list'))
      .query({ filter: 'replied' })
      .expect(400);
    expect(
      response.body.detail.map(
        (issue: { loc: string[]; msg: string }) => `${issue.loc.join('.')}: ${issue.msg}`,
      ),
    ).toEqual(['filter: filter must be one of: responses, drafts']);
  });
});
