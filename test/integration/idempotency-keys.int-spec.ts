import { randomUUID } from 'node:crypto';
import type { Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common/enums/request-method.enum';
import { ModulesContainer } from '@nestjs/core';
import type { Response, Test } from 'supertest';
import { addDays } from '@outreach/backend/campaigns/campaign-plan';
import { KEYED_COMMAND } from '@outreach/backend/platform/commands/command-meta.decorator';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import { completeCompanyStep, step } from './testing/autopilot-steps';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(240_000);

/** A fresh signed-in caller: every entry starts from a user of its own, so plan limits and state never mix. */
interface Caller {
  userId: string;
  send(test: Test): Test;
}

/** What an entry's setup made for its two requests (ids of contacts, drafts, documents...). */
type Made = Record<string, string>;

interface Entry {
  /** METHOD and the route's path pattern, as the controllers declare it. */
  route: string;
  setup?(caller: Caller): Promise<Made>;
  /** A valid request. */
  first(made: Made): Test;
  /** Another valid request: another body, other route parameters or, for a call without either, another call. */
  other(made: Made): Test;
  status: number;
  /** The first answer and its replay are the same; a streamed answer compares what it streamed last. */
  replays?(first: Response, replay: Response): void;
  /** Callers the entry needs besides its own (the clubs are an administrator's). */
  admin?: boolean;
}

/** Every route whose handler takes @CommandMeta, read from the controllers the application runs. */
function keyedCommandRoutes(modules: ModulesContainer): string[] {
  const routes = new Set<string>();
  const join = (...parts: string[]) =>
    `/${parts
      .map((part) => part.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/')}`;
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || !Reflect.getMetadata(KEYED_COMMAND, handler)) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[];
        for (const one of Array.isArray(path) ? path : [path]) routes.add(`${method} ${join(prefix, one)}`);
      }
    }
  }
  return [...routes].sort();
}

/** The status, with the body in the failure message when it is another one. */
const expectStatus = (response: Response, status: number) =>
  expect(`${response.status} ${JSON.stringify(response.body)}`).toMatch(new RegExp(`^${status} `));

/** A prompt template with every variable a template must use. */
const promptTemplate = (opening: string) =>
  `${opening} {{firstName}} {{lastName}}, {{headline}}: {{skills}}.`;

/** A bulk stream's FINAL_RESULT payloads without their checkpoints, by draft id. */
const bulkResults = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as { status?: string })
    .filter((event) => event.status?.startsWith('FINAL_RESULT: '))
    .map((event) => {
      const { checkpoint: _checkpoint, ...result } = JSON.parse(event.status!.slice('FINAL_RESULT: '.length));
      return result as { id: string };
    })
    .sort((a, b) => a.id.localeCompare(b.id));

/** A valid schedule form, ten days ahead so its start date is never in the past. */
const campaignBody = (name: string) => ({
  campaign_name: name,
  total_messages: 10,
  messages_per_day: 2,
  start_date: addDays(new Date().toISOString().slice(0, 10), 10),
  days_of_week: ['Monday', 'Thursday'],
  send_times: { start: '09:00', end: '17:00' },
  time_zone: 'Europe/Paris',
});

const finalLine = (text: string) => text.split('\n').find((line) => line.startsWith('FINAL_RESULT: '));

/**
 * One Idempotency-Key rule on every command that takes a key: the same request under a key replays the first answer,
 * another request under it is refused with 422 naming Idempotency-Key. The list of routes comes from the
 * controllers (@CommandMeta), so a command added without an entry here fails the suite.
 */
describe('one Idempotency-Key rule on every keyed command', () => {
  let t: InProcessApp;
  let admin: Caller;
  let users = 0;

  const callerFor = (userId: string, token: string): Caller => ({
    userId,
    send: (test) => test.set('Authorization', `Bearer ${token}`),
  });
  const newCaller = async (): Promise<Caller> => {
    const { userId, token } = await t.register(`idem-${++users}@example.com`);
    return callerFor(userId, token);
  };
  const ok = async (test: Test, status: number, projection?: ProjectionName): Promise<Response> => {
    const response = await test;
    expectStatus(response, status);
    if (projection && response.body?.checkpoint) await t.projected(projection, response.body.checkpoint);
    return response;
  };
  const contact = async (caller: Caller, email: string): Promise<string> => {
    const response = await ok(
      caller
        .send(t.api().post('/contacts'))
        .send({ first_name: 'Grace', last_name: 'Hopper', email, company: 'US Navy', job_title: 'Admiral' }),
      201,
      'contacts-list',
    );
    return response.body.contact.id;
  };
  const document = async (caller: Caller, name: string): Promise<string> => {
    const response = await ok(
      caller
        .send(t.api().post('/settings/documents'))
        .field('name', name)
        .attach('file', Buffer.from(`Contents of ${name}`), { filename: `${name}.txt` }),
      201,
    );
    return response.body.document.id;
  };
  const resume = (caller: Caller, text = 'Curriculum vitae') =>
    ok(
      caller.send(t.api().post('/resume')).attach('file', minimalPdf({ pages: [[text]] }), {
        filename: 'cv.pdf',
        contentType: 'application/pdf',
      }),
      201,
      'user-settings',
    );
  const draft = async (caller: Caller, contactId: string, subject: string): Promise<string> => {
    const response = await ok(
      caller.send(t.api().post('/emails/drafts')).send({ subject, body: 'Hello', contact_id: contactId }),
      201,
      'drafts-list',
    );
    return response.body.draft.id;
  };
  /** An autopilot task of the caller's, started through the call and taken to `state` by the process's steps. */
  const autopilotTask = async (
    caller: Caller,
    state: 'queued' | 'running' | 'review' | 'completed' | 'failed',
  ): Promise<string> => {
    const response = await ok(
      caller
        .send(t.api().post('/autopilot/start'))
        .send({ search_params: { company_names: ['Acme', 'Beta'], job_titles: ['Analyst'] } }),
      201,
      'autopilot-tasks',
    );
    const id: string = response.body.session_id;
    if (state === 'queued') return id;
    await step(t, id, 'BeginCompany', { company: 'Acme' });
    if (state === 'running') return id;
    if (state === 'review') {
      await step(t, id, 'RecordScoredJobs', {
        company: 'Acme',
        jobs: ['low-1', 'low-2'].map((jobId) => ({
          id: jobId,
          title: 'Analyst',
          location: 'Remote',
          score: 3,
          matches: [],
        })),
      });
      return id;
    }
    if (state === 'failed') {
      await step(t, id, 'FailCompany', { company: 'Acme', step: 'search', reason: 'No board answered.' });
      await step(t, id, 'BeginCompany', { company: 'Beta' });
      await step(t, id, 'FailCompany', { company: 'Beta', step: 'search', reason: 'No board answered.' });
      return id;
    }
    await step(t, id, 'RecordScoredJobs', { company: 'Acme', jobs: [] });
    await completeCompanyStep(t, id, 'Beta');
    return id;
  };
  const autopilotTasks = async (
    caller: Caller,
    state: Parameters<typeof autopilotTask>[1],
  ): Promise<Made> => ({
    a: await autopilotTask(caller, state),
    b: await autopilotTask(caller, state),
  });
  const customUrl = async (caller: Caller, name: string): Promise<string> => {
    const response = await ok(
      caller
        .send(t.api().post('/settings/custom_urls'))
        .send({ name, url: `https://${name.toLowerCase()}.example` }),
      201,
    );
    return response.body.id;
  };
  const campaign = async (caller: Caller, name: string): Promise<string> => {
    const response = await ok(
      caller.send(t.api().post('/emails/schedule')).send(campaignBody(name)),
      201,
      'campaigns-list',
    );
    return response.body.campaign.campaign_id;
  };
  const club = async (code: string) => {
    await ok(admin.send(t.api().post('/api/clubs/create')).send({ club_code: code, club_name: code }), 201);
    return code;
  };
  const checkout = (caller: Caller, plan: string) =>
    ok(
      caller.send(t.api().post('/api/braintree/checkout')).set('Idempotency-Key', randomUUID()).send({
        payment_method_nonce: 'test-mode-nonce:4111111111111111',
        plan_name: plan,
        billing_cycle: 'monthly',
        cardholder_name: 'Grace Hopper',
      }),
      200,
      'subscriptions',
    );
  const skills = (skill: string) => Buffer.from(`Name\n${skill}\n`);
  const csv = (email: string) =>
    Buffer.from(`First Name,Last Name,Email,Company\nAda,Csv,${email},Bulk Co\n`);
  const preference = (path: string, field: string): Entry => ({
    route: `PUT /settings/${path}`,
    first: () =>
      t
        .api()
        .put(`/settings/${path}`)
        .send({ [field]: true }),
    other: () =>
      t
        .api()
        .put(`/settings/${path}`)
        .send({ [field]: false }),
    status: 200,
  });

  // Each entry's requests are sent by its own caller (setup's `caller`), added when it runs.
  const entries: Entry[] = [
    {
      route: 'POST /settings/prompt',
      first: () =>
        t
          .api()
          .post('/settings/prompt')
          .send({ prompt: promptTemplate('Write briefly to') }),
      other: () =>
        t
          .api()
          .post('/settings/prompt')
          .send({ prompt: promptTemplate('Write warmly to') }),
      status: 200,
    },
    {
      route: 'PUT /settings/footer-template',
      first: () => t.api().put('/settings/footer-template').send({ footer_template: 'Best,\n{{firstName}}' }),
      other: () =>
        t.api().put('/settings/footer-template').send({ footer_template: 'Cheers,\n{{firstName}}' }),
      status: 200,
    },
    {
      route: 'PUT /settings/linkedin_profile',
      first: () =>
        t
          .api()
          .put('/settings/linkedin_profile')
          .send({ linkedin_profile: 'https://www.linkedin.com/in/ada' }),
      other: () =>
        t
          .api()
          .put('/settings/linkedin_profile')
          .send({ linkedin_profile: 'https://www.linkedin.com/in/bob' }),
      status: 200,
    },
    {
      route: 'PUT /settings/linkedin_data',
      first: () =>
        t
          .api()
          .put('/settings/linkedin_data')
          .send({ linkedin_data: { firstName: 'Ada', lastName: 'Lovelace' } }),
      other: () =>
        t
          .api()
          .put('/settings/linkedin_data')
          .send({ linkedin_data: { firstName: 'Bob', lastName: 'Babbage' } }),
      status: 200,
    },
    {
      route: 'PUT /settings/portfolio_link',
      first: () => t.api().put('/settings/portfolio_link').send({ portfolio_link: 'https://ada.example' }),
      other: () => t.api().put('/settings/portfolio_link').send({ portfolio_link: 'https://bob.example' }),
      status: 200,
    },
    {
      route: 'POST /settings/custom_urls',
      first: () => t.api().post('/settings/custom_urls').send({ name: 'Blog', url: 'https://blog.example' }),
      other: () => t.api().post('/settings/custom_urls').send({ name: 'Talk', url: 'https://talk.example' }),
      status: 201,
    },
    {
      route: 'PUT /settings/custom_urls/:id/toggle_include',
      setup: async (caller) => ({ url: await customUrl(caller, 'Blog') }),
      first: ({ url }) =>
        t.api().put(`/settings/custom_urls/${url}/toggle_include`).send({ include_in_emails: false }),
      other: ({ url }) =>
        t.api().put(`/settings/custom_urls/${url}/toggle_include`).send({ include_in_emails: true }),
      status: 200,
    },
    {
      route: 'DELETE /settings/custom_urls/:id',
      setup: async (caller) => ({ a: await customUrl(caller, 'Blog'), b: await customUrl(caller, 'Talk') }),
      first: ({ a }) => t.api().delete(`/settings/custom_urls/${a}`),
      other: ({ b }) => t.api().delete(`/settings/custom_urls/${b}`),
      status: 200,
    },
    {
      route: 'POST /resume',
      first: () =>
        t
          .api()
          .post('/resume')
          .attach('file', minimalPdf({ pages: [['First resume']] }), { filename: 'cv.pdf' }),
      other: () =>
        t
          .api()
          .post('/resume')
          .attach('file', minimalPdf({ pages: [['Second resume']] }), { filename: 'cv.pdf' }),
      status: 201,
    },
    {
      route: 'DELETE /resume',
      setup: async (caller) => {
        await resume(caller);
        return {};
      },
      first: () => t.api().delete('/resume'),
      // No parameters and no body: another request is another call under the same key.
      other: () => t.api().put('/settings/portfolio_link').send({ portfolio_link: 'https://ada.example' }),
      status: 200,
    },
    {
      route: 'POST /settings/linkedin_data/import',
      first: () =>
        t
          .api()
          .post('/settings/linkedin_data/import')
          .attach('files', skills('Compilers'), { filename: 'Skills.csv' }),
      other: () =>
        t
          .api()
          .post('/settings/linkedin_data/import')
          .attach('files', skills('Navigation'), { filename: 'Skills.csv' }),
      status: 200,
    },
    {
      route: 'POST /settings/documents',
      first: () =>
        t
          .api()
          .post('/settings/documents')
          .field('name', 'References')
          .attach('file', Buffer.from('References'), { filename: 'references.txt' }),
      other: () =>
        t
          .api()
          .post('/settings/documents')
          .field('name', 'References')
          .attach('file', Buffer.from('Other references'), { filename: 'references.txt' }),
      status: 201,
    },
    {
      route: 'DELETE /settings/documents/:id',
      setup: async (caller) => ({ a: await document(caller, 'One'), b: await document(caller, 'Two') }),
      first: ({ a }) => t.api().delete(`/settings/documents/${a}`),
      other: ({ b }) => t.api().delete(`/settings/documents/${b}`),
      status: 200,
    },
    {
      route: 'PUT /settings/selected_documents',
      setup: async (caller) => ({ a: await document(caller, 'One') }),
      first: ({ a }) =>
        t
          .api()
          .put('/settings/selected_documents')
          .send({ selected_documents: [a] }),
      other: () => t.api().put('/settings/selected_documents').send({ selected_documents: [] }),
      status: 200,
    },
    preference('document_attachments', 'attach_documents'),
    preference('tracking', 'tracking_enabled'),
    preference('h1b_only', 'h1b_only'),
    preference('j1_only', 'j1_only'),
    preference('leaderboard_visibility', 'show_on_leaderboard'),
    {
      route: 'PUT /settings/autopilot',
      first: () => t.api().put('/settings/autopilot').send({ job_score_threshold: 7 }),
      other: () => t.api().put('/settings/autopilot').send({ job_score_threshold: 8 }),
      status: 200,
    },
    {
      route: 'POST /onboarding/complete',
      first: () => t.api().post('/onboarding/complete').send({ step: 'START' }),
      other: () => t.api().post('/onboarding/complete').send({ step: 'AWAITING_RESUME' }),
      status: 200,
    },
    {
      route: 'POST /onboarding/skip',
      first: () => t.api().post('/onboarding/skip'),
      other: () => t.api().post('/onboarding/restart'),
      status: 200,
    },
    {
      route: 'POST /onboarding/restart',
      first: () => t.api().post('/onboarding/restart'),
      other: () => t.api().post('/onboarding/skip'),
      status: 200,
    },
    {
      route: 'POST /onboarding/minimize',
      first: () => t.api().post('/onboarding/minimize'),
      other: () => t.api().post('/onboarding/show'),
      status: 200,
    },
    {
      route: 'POST /onboarding/show',
      first: () => t.api().post('/onboarding/show'),
      other: () => t.api().post('/onboarding/minimize'),
      status: 200,
    },
    {
      route: 'POST /contacts',
      first: () =>
        t
          .api()
          .post('/contacts')
          .send({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.example', company: 'Navy' }),
      other: () =>
        t.api().post('/contacts').send({
          first_name: 'Alan',
          last_name: 'Turing',
          email: 'alan@bletchley.example',
          company: 'GCHQ',
        }),
      status: 201,
    },
    {
      route: 'POST /contacts/bulk-add',
      first: () =>
        t
          .api()
          .post('/contacts/bulk-add')
          .send([{ first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.example', company: 'Navy' }]),
      other: () =>
        t
          .api()
          .post('/contacts/bulk-add')
          .send([
            { first_name: 'Alan', last_name: 'Turing', email: 'alan@bletchley.example', company: 'GCHQ' },
          ]),
      status: 201,
    },
    {
      route: 'POST /contacts/bulk',
      first: () =>
        t.api().post('/contacts/bulk').attach('file', csv('one@csv.example'), { filename: 'contacts.csv' }),
      other: () =>
        t.api().post('/contacts/bulk').attach('file', csv('two@csv.example'), { filename: 'contacts.csv' }),
      status: 201,
    },
    {
      route: 'POST /contacts/:id/attach_document',
      setup: async (caller) => ({
        contact: await contact(caller, 'grace@navy.example'),
        a: await document(caller, 'One'),
        b: await document(caller, 'Two'),
      }),
      first: ({ contact: id, a }) => t.api().post(`/contacts/${id}/attach_document`).send({ document_id: a }),
      other: ({ contact: id, b }) => t.api().post(`/contacts/${id}/attach_document`).send({ document_id: b }),
      status: 200,
    },
    {
      route: 'DELETE /contacts/:id',
      setup: async (caller) => ({
        a: await contact(caller, 'grace@navy.example'),
        b: await contact(caller, 'alan@bletchley.example'),
      }),
      first: ({ a }) => t.api().delete(`/contacts/${a}`),
      other: ({ b }) => t.api().delete(`/contacts/${b}`),
      status: 200,
    },
    {
      route: 'POST /emails/drafts',
      setup: async (caller) => ({ contact: await contact(caller, 'grace@navy.example') }),
      first: ({ contact: id }) =>
        t.api().post('/emails/drafts').send({ subject: 'One', body: 'Hi', contact_id: id }),
      other: ({ contact: id }) =>
        t.api().post('/emails/drafts').send({ subject: 'Two', body: 'Hi', contact_id: id }),
      status: 201,
    },
    {
      route: 'PUT /emails/drafts/:id',
      setup: async (caller) => ({
        draft: await draft(caller, await contact(caller, 'grace@navy.example'), 'One'),
      }),
      first: ({ draft: id }) => t.api().put(`/emails/drafts/${id}`).send({ subject: 'Two' }),
      other: ({ draft: id }) => t.api().put(`/emails/drafts/${id}`).send({ subject: 'Three' }),
      status: 200,
    },
    {
      route: 'DELETE /emails/drafts/:id',
      setup: async (caller) => {
        const id = await contact(caller, 'grace@navy.example');
        return { a: await draft(caller, id, 'One'), b: await draft(caller, id, 'Two') };
      },
      first: ({ a }) => t.api().delete(`/emails/drafts/${a}`),
      other: ({ b }) => t.api().delete(`/emails/drafts/${b}`),
      status: 200,
    },
    {
      route: 'POST /emails/drafts/batch-delete',
      setup: async (caller) => {
        const id = await contact(caller, 'grace@navy.example');
        return { a: await draft(caller, id, 'One'), b: await draft(caller, id, 'Two') };
      },
      first: ({ a }) =>
        t
          .api()
          .post('/emails/drafts/batch-delete')
          .send({ draft_ids: [a] }),
      other: ({ b }) =>
        t
          .api()
          .post('/emails/drafts/batch-delete')
          .send({ draft_ids: [b] }),
      status: 200,
    },
    {
      route: 'POST /emails/drafts/:id/send',
      setup: async (caller) => {
        const id = await contact(caller, 'grace@navy.example');
        return { a: await draft(caller, id, 'One'), b: await draft(caller, id, 'Two') };
      },
      first: ({ a }) => t.api().post(`/emails/drafts/${a}/send`),
      other: ({ b }) => t.api().post(`/emails/drafts/${b}/send`),
      status: 201,
    },
    {
      route: 'POST /emails/drafts/batch-send',
      setup: async (caller) => {
        const id = await contact(caller, 'grace@navy.example');
        return { a: await draft(caller, id, 'One'), b: await draft(caller, id, 'Two') };
      },
      first: ({ a }) =>
        t
          .api()
          .post('/emails/drafts/batch-send')
          .send({ draft_ids: [a] }),
      other: ({ b }) =>
        t
          .api()
          .post('/emails/drafts/batch-send')
          .send({ draft_ids: [b] }),
      status: 201,
    },
    {
      route: 'POST /emails/schedule',
      first: () => t.api().post('/emails/schedule').send(campaignBody('One')),
      other: () => t.api().post('/emails/schedule').send(campaignBody('Two')),
      status: 201,
    },
    {
      route: 'DELETE /emails/schedule/cancel/:campaign_id',
      setup: async (caller) => ({ a: await campaign(caller, 'One'), b: await campaign(caller, 'Two') }),
      first: ({ a }) => t.api().delete(`/emails/schedule/cancel/${a}`),
      other: ({ b }) => t.api().delete(`/emails/schedule/cancel/${b}`),
      status: 200,
    },
    {
      route: 'DELETE /emails/schedule/cancel',
      setup: async (caller) => ({ a: await campaign(caller, 'One'), b: await campaign(caller, 'Two') }),
      first: () => t.api().delete('/emails/schedule/cancel/'),
      other: ({ a }) => t.api().delete(`/emails/schedule/cancel/${a}`),
      status: 200,
      // The retry finds both campaigns cancelled under the key's own commands: the same count and checkpoint.
      replays: (first, replay) => {
        expect(first.body.cancelled).toBe(2);
        expect(replay.body).toEqual(first.body);
      },
    },
    {
      route: 'POST /emails/send',
      setup: async (caller) => ({ contact: await contact(caller, 'grace@navy.example') }),
      first: ({ contact: id }) =>
        t
          .api()
          .post('/emails/send')
          .send({ contact_id: id, subject: 'One', body: 'Hi', message_type: 'Follow-Up' }),
      other: ({ contact: id }) =>
        t
          .api()
          .post('/emails/send')
          .send({ contact_id: id, subject: 'Two', body: 'Hi', message_type: 'Follow-Up' }),
      status: 201,
    },
    {
      route: 'POST /outbox/messages/:id/simulate-reply',
      setup: async (caller) => {
        const id = await contact(caller, 'grace@navy.example');
        await ok(
          caller
            .send(t.api().post('/emails/send'))
            .send({ contact_id: id, subject: 'One', body: 'Hi', message_type: 'Follow-Up' }),
          201,
          'conversations',
        );
        const { body } = await ok(caller.send(t.api().get('/outbox/messages')), 200);
        return { message: body.messages[0].id };
      },
      first: ({ message }) =>
        t.api().post(`/outbox/messages/${message}/simulate-reply`).send({ content: 'Thanks!' }),
      other: ({ message }) =>
        t.api().post(`/outbox/messages/${message}/simulate-reply`).send({ content: 'No.' }),
      status: 201,
    },
    {
      route: 'POST /emails/stream',
      setup: async (caller) => {
        await resume(caller);
        await contact(caller, 'grace@navy.example');
        return {};
      },
      first: () =>
        t.api().post('/emails/stream').send({ contact_email: 'grace@navy.example', tone: 'Casual' }),
      other: () =>
        t.api().post('/emails/stream').send({ contact_email: 'grace@navy.example', tone: 'Friendly' }),
      status: 200,
      replays: (first, replay) => expect(finalLine(replay.text)).toBe(finalLine(first.text)),
    },
    {
      route: 'POST /emails/write/stream/bulk',
      setup: async (caller) => {
        await resume(caller);
        await contact(caller, 'grace@navy.example');
        await contact(caller, 'alan@navy.example');
        return {};
      },
      first: () => t.api().post('/emails/write/stream/bulk/').send({ number: 2, tone: 'Casual' }),
      other: () => t.api().post('/emails/write/stream/bulk/').send({ number: 2, tone: 'Friendly' }),
      status: 200,
      // The same drafts again (their ids, subjects and bodies), in whatever order the writers finished.
      replays: (first, replay) => expect(bulkResults(replay.text)).toEqual(bulkResults(first.text)),
    },
    {
      route: 'POST /snowflake/search',
      first: () =>
        t
          .api()
          .post('/snowflake/search')
          .send({ companies: [{ 'Company Name': 'Nowhere Widgets' }] }),
      other: () =>
        t
          .api()
          .post('/snowflake/search')
          .send({ companies: [{ 'Company Name': 'Elsewhere Gears' }] }),
      status: 200,
    },
    {
      route: 'POST /snowflake/search_companies',
      first: () => t.api().post('/snowflake/search_companies').send({ search_term: 'software', limit: 1 }),
      other: () => t.api().post('/snowflake/search_companies').send({ search_term: 'software', limit: 2 }),
      status: 200,
    },
    {
      route: 'POST /perplexity/search',
      first: () => t.api().post('/perplexity/search').send({ search_term: 'software' }),
      other: () => t.api().post('/perplexity/search').send({ search_term: 'fintech' }),
      status: 200,
    },
    {
      route: 'POST /perplexity/generate-more',
      first: () =>
        t
          .api()
          .post('/perplexity/generate-more')
          .send({ search_term: 'software', existing_companies: ['A - a.example'] }),
      other: () =>
        t
          .api()
          .post('/perplexity/generate-more')
          .send({ search_term: 'fintech', existing_companies: ['A - a.example'] }),
      status: 200,
    },
    {
      route: 'POST /perplexity/saved-searches',
      first: () => t.api().post('/perplexity/saved-searches').send({ search_term: 'software' }),
      other: () => t.api().post('/perplexity/saved-searches').send({ search_term: 'fintech' }),
      status: 201,
    },
    {
      route: 'POST /jobsearch/update-selected-jobs',
      first: () =>
        t
          .api()
          .post('/jobsearch/update-selected-jobs')
          .send({ jobs: [{ company_name: 'Acme', job_title: 'Engineer' }] }),
      other: () =>
        t
          .api()
          .post('/jobsearch/update-selected-jobs')
          .send({ jobs: [{ company_name: 'Globex', job_title: 'Engineer' }] }),
      status: 200,
    },
    {
      route: 'DELETE /jobsearch/delete-selected-job',
      setup: async (caller) => {
        const jobs = [
          { company_name: 'Acme', job_title: 'Engineer' },
          { company_name: 'Globex', job_title: 'Engineer' },
        ];
        await ok(
          caller.send(t.api().post('/jobsearch/update-selected-jobs')).send({ jobs }),
          200,
          'saved-jobs',
        );
        return {};
      },
      first: () =>
        t
          .api()
          .delete('/jobsearch/delete-selected-job')
          .send({ company_name: 'Acme', job_title: 'Engineer' }),
      other: () =>
        t
          .api()
          .delete('/jobsearch/delete-selected-job')
          .send({ company_name: 'Globex', job_title: 'Engineer' }),
      status: 200,
    },
    {
      route: 'POST /api/clubs/create',
      admin: true,
      first: () => t.api().post('/api/clubs/create').send({ club_code: 'idem-one', club_name: 'One' }),
      other: () => t.api().post('/api/clubs/create').send({ club_code: 'idem-two', club_name: 'Two' }),
      status: 201,
    },
    {
      route: 'PUT /api/clubs/:club_code/update',
      admin: true,
      setup: async () => ({ club: await club('idem-update') }),
      first: ({ club: code }) =>
        t.api().put(`/api/clubs/${code}/update`).send({ club_name: 'Renamed', max_free_signups: 5 }),
      other: ({ club: code }) =>
        t.api().put(`/api/clubs/${code}/update`).send({ club_name: 'Renamed again', max_free_signups: 5 }),
      status: 200,
    },
    {
      route: 'DELETE /api/clubs/:club_code',
      admin: true,
      setup: async () => ({ a: await club('idem-delete-a'), b: await club('idem-delete-b') }),
      first: ({ a }) => t.api().delete(`/api/clubs/${a}`),
      other: ({ b }) => t.api().delete(`/api/clubs/${b}`),
      status: 200,
    },
    {
      route: 'POST /api/braintree/checkout',
      first: () =>
        t.api().post('/api/braintree/checkout').send({
          payment_method_nonce: 'test-mode-nonce:4111111111111111',
          plan_name: 'Growth',
          billing_cycle: 'monthly',
          cardholder_name: 'Grace Hopper',
        }),
      other: () =>
        t.api().post('/api/braintree/checkout').send({
          payment_method_nonce: 'test-mode-nonce:4111111111111111',
          plan_name: 'Pro',
          billing_cycle: 'monthly',
          cardholder_name: 'Grace Hopper',
        }),
      status: 200,
    },
    {
      route: 'POST /api/braintree/upgradeplan',
      setup: async (caller) => {
        await checkout(caller, 'Growth');
        return {};
      },
      first: () =>
        t.api().post('/api/braintree/upgradeplan').send({ plan_name: 'Pro', billing_cycle: 'monthly' }),
      other: () =>
        t.api().post('/api/braintree/upgradeplan').send({ plan_name: 'Pro', billing_cycle: 'yearly' }),
      status: 200,
    },
    {
      route: 'POST /autopilot/start',
      first: () =>
        t
          .api()
          .post('/autopilot/start')
          .send({ search_params: { company_names: ['Acme'], job_titles: ['Analyst'] } }),
      other: () =>
        t
          .api()
          .post('/autopilot/start')
          .send({ search_params: { company_names: ['Beta'], job_titles: ['Analyst'] } }),
      status: 201,
    },
    {
      route: 'POST /autopilot/:id/restart',
      setup: (caller) => autopilotTasks(caller, 'failed'),
      first: ({ a }) => t.api().post(`/autopilot/${a}/restart`),
      other: ({ b }) => t.api().post(`/autopilot/${b}/restart`),
      status: 200,
    },
    {
      route: 'POST /autopilot/:id/manual-retry',
      setup: (caller) => autopilotTasks(caller, 'completed'),
      first: ({ a }) => t.api().post(`/autopilot/${a}/manual-retry`),
      other: ({ b }) => t.api().post(`/autopilot/${b}/manual-retry`),
      status: 200,
    },
    {
      route: 'POST /autopilot/:id/retry-with-strategy',
      setup: async (caller) => ({ a: await autopilotTask(caller, 'completed') }),
      first: ({ a }) => t.api().post(`/autopilot/${a}/retry-with-strategy`).send({ strategy: '1day' }),
      other: ({ a }) =>
        t.api().post(`/autopilot/${a}/retry-with-strategy`).send({ strategy: 'delayed', delay_hours: 48 }),
      status: 200,
    },
    {
      route: 'POST /autopilot/:id/rerun-selected',
      setup: async (caller) => ({ a: await autopilotTask(caller, 'completed') }),
      first: ({ a }) =>
        t
          .api()
          .post(`/autopilot/${a}/rerun-selected`)
          .send({ companies: ['Acme'] }),
      other: ({ a }) =>
        t
          .api()
          .post(`/autopilot/${a}/rerun-selected`)
          .send({ companies: ['Beta'] }),
      status: 200,
    },
    {
      route: 'POST /autopilot/:id/force-complete',
      setup: (caller) => autopilotTasks(caller, 'running'),
      first: ({ a }) => t.api().post(`/autopilot/${a}/force-complete`),
      other: ({ b }) => t.api().post(`/autopilot/${b}/force-complete`),
      status: 200,
    },
    {
      route: 'POST /autopilot/:id/continue-with-selected-jobs',
      setup: async (caller) => ({ a: await autopilotTask(caller, 'review') }),
      first: ({ a }) =>
        t
          .api()
          .post(`/autopilot/${a}/continue-with-selected-jobs`)
          .send({ selected_jobs: ['low-1'], target_company: 'Acme' }),
      other: ({ a }) =>
        t
          .api()
          .post(`/autopilot/${a}/continue-with-selected-jobs`)
          .send({ selected_jobs: ['low-2'], target_company: 'Acme' }),
      status: 200,
    },
    {
      route: 'POST /autopilot/:id/continue-without-jobs',
      setup: async (caller) => ({ a: await autopilotTask(caller, 'review') }),
      first: ({ a }) =>
        t.api().post(`/autopilot/${a}/continue-without-jobs`).send({ company: 'Acme', contact_count: 5 }),
      other: ({ a }) =>
        t.api().post(`/autopilot/${a}/continue-without-jobs`).send({ company: 'Acme', contact_count: 6 }),
      status: 200,
    },
    {
      route: 'POST /autopilot/:id/retry-with-new-settings',
      setup: (caller) => autopilotTasks(caller, 'queued'),
      first: ({ a }) => t.api().post(`/autopilot/${a}/retry-with-new-settings`).send({}),
      other: ({ b }) => t.api().post(`/autopilot/${b}/retry-with-new-settings`).send({}),
      status: 201,
    },
    {
      route: 'DELETE /autopilot/:id',
      setup: (caller) => autopilotTasks(caller, 'queued'),
      first: ({ a }) => t.api().delete(`/autopilot/${a}`),
      other: ({ b }) => t.api().delete(`/autopilot/${b}`),
      status: 200,
    },
    {
      route: 'POST /settings/downgrade',
      setup: async (caller) => {
        await checkout(caller, 'Pro');
        return {};
      },
      first: () => t.api().post('/settings/downgrade').send({ plan_name: 'Growth' }),
      other: () => t.api().post('/settings/downgrade').send({ plan_name: 'Free' }),
      status: 200,
    },
  ];

  beforeAll(async () => {
    t = await startInProcessApp({ DIRECTORY_PRELOAD: 'true' });
    const { userId, token } = await t.register('admin@example.com');
    admin = callerFor(userId, token);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('has an entry for every route whose handler takes @CommandMeta, and none for another route', () => {
    expect(entries.map((entry) => entry.route).sort()).toEqual(
      keyedCommandRoutes(t.app.get(ModulesContainer)),
    );
  });

  it.each(entries.map((entry) => [entry.route, entry] as const))(
    '%s replays the same request under its key and refuses another one with 422',
    async (_route, entry) => {
      const caller = entry.admin ? admin : await newCaller();
      const made = (await entry.setup?.(caller)) ?? {};
      const key = randomUUID();
      const keyed = (test: Test) => caller.send(test).set('Idempotency-Key', key);

      const first = await keyed(entry.first(made));
      expectStatus(first, entry.status);
      const other = await keyed(entry.other(made));
      const replay = await keyed(entry.first(made));

      expect({ status: other.status, body: other.body }).toEqual({
        status: 422,
        body: {
          code: 'REQUEST.IDEMPOTENCY_KEY_REUSED',
          field: 'Idempotency-Key',
          detail: 'This Idempotency-Key was used for another request: send a new key for a new request.',
        },
      });
      expect(replay.status).toBe(first.status);
      if (entry.replays) entry.replays(first, replay);
      else expect(replay.body).toEqual(first.body);
    },
  );

  it('binds a key per caller: another user may use the same key for a request of their own', async () => {
    const [ada, bob] = [await newCaller(), await newCaller()];
    const key = randomUUID();
    const prompt = (caller: Caller, text: string) =>
      caller.send(t.api().post('/settings/prompt')).set('Idempotency-Key', key).send({ prompt: text });

    expectStatus(await prompt(ada, promptTemplate('Write briefly to')), 200);
    expectStatus(await prompt(bob, promptTemplate('Write warmly to')), 200);
  });

  it('binds a key of any length a route takes as given', async () => {
    const caller = await newCaller();
    const key = 'k'.repeat(6000);
    const link = (url: string) =>
      caller
        .send(t.api().put('/settings/portfolio_link'))
        .set('Idempotency-Key', key)
        .send({ portfolio_link: url });

    expectStatus(await link('https://ada.example'), 200);
    expectStatus(await link('https://bob.example'), 422);
    expectStatus(await link('https://ada.example'), 200);
  });

  it('lets exactly one of several different requests racing under one key through', async () => {
    const caller = await newCaller();
    const key = randomUUID();
    const answers = await Promise.all(
      ['https://a.example', 'https://b.example', 'https://c.example', 'https://d.example'].map((url) =>
        caller
          .send(t.api().put('/settings/portfolio_link'))
          .set('Idempotency-Key', key)
          .send({ portfolio_link: url }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422]);
  });
});
