import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Response, Test } from 'supertest';
import { addDays } from '@outreach/backend/campaigns/campaign-plan';
import { campaignIdFor } from '@outreach/backend/campaigns/campaign-id';
import { contactIdFor } from '@outreach/backend/contacts/contact-id';
import { draftIdFor } from '@outreach/backend/drafts/draft-id';
import { RefreshTokens } from '@outreach/backend/platform/auth/refresh-tokens.service';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

type Role = 'anonymous' | 'user' | 'otherUser' | 'admin';
const MATRIX_CONTACT = 'matrix-contact@example.com';
const ROLES: Role[] = ['anonymous', 'user', 'otherUser', 'admin'];

const EMAILS: Record<Exclude<Role, 'anonymous'>, string> = {
  user: 'alice@example.com',
  otherUser: 'bob@example.com',
  admin: 'admin@example.com',
};

interface Entry {
  /** METHOD and the route's path pattern exactly as the router has it. */
  route: string;
  /** The request a caller in this role sends; the role's bearer token is added for every role but anonymous. */
  call(role: Role): Test;
  expect: Record<Role, number>;
  /** What else must hold for a role's answer (e.g. that it holds only the caller's own data). */
  check?: Partial<Record<Role, (response: Response) => void>>;
  /** A write whose effect a later entry reads: wait for the read model as a client would. */
  projection?: ProjectionName;
}

const everyone = (status: number): Record<Role, number> => ({
  anonymous: status,
  user: status,
  otherUser: status,
  admin: status,
});
const signedIn = (status: number): Record<Role, number> => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: number): Record<Role, number> => ({
  anonymous: 401,
  user: 403,
  otherUser: 403,
  admin: status,
});

/**
 * Every HTTP route the application serves, called as each kind of caller. The route list comes from the
 * running router, so an endpoint added without an entry here fails the suite until its access is decided.
 */
describe('authorization matrix', () => {
  let t: InProcessApp;
  const tokens: Partial<Record<Role, string>> = {};
  const refreshTokens: Partial<Record<Role, string>> = {};
  const userIds: Partial<Record<Role, string>> = {};
  const customUrlIds: Partial<Record<Role, string>> = {};
  const documentIds: Partial<Record<Role, string>> = {};
  const outboxIds: Partial<Record<Role, string>> = {};
  let userTaskId = '';

  beforeAll(async () => {
    t = await startInProcessApp();
    const refresh = t.app.get(RefreshTokens);
    for (const role of ['user', 'otherUser', 'admin'] as const) {
      const { userId, token } = await t.register(EMAILS[role]);
      userIds[role] = userId;
      tokens[role] = token;
      refreshTokens[role] = (await refresh.issue(userId)).refreshToken;
    }
    // The user's autopilot task, which the autopilot's commands and stream act on.
    const started = await t
      .api()
      .post('/autopilot/start')
      .set('Authorization', `Bearer ${tokens.user}`)
      .send({ search_params: { company_names: ['Matrix Co'], job_titles: ['Analyst'] } })
      .expect(201);
    userTaskId = started.body.session_id;
    await t.projected('autopilot-tasks', started.body.checkpoint);
  });

  afterAll(async () => {
    await t?.close();
  });

  const cv = (role: Role) => minimalPdf({ pages: [[`Curriculum vitae of ${role}`]] });
  const redirectsWithError = (response: Response) =>
    expect(new URL(response.headers.location).searchParams.get('error')).toBeTruthy();
  const leavesForProvider = (response: Response) =>
    expect(new URL(response.headers.location).pathname).toBe('/dev-oidc/authorize');

  const entries: Entry[] = [
    { route: 'GET /health', call: () => t.api().get('/health'), expect: everyone(200) },
    { route: 'GET /api/config/public', call: () => t.api().get('/api/config/public'), expect: everyone(200) },
    // The blog is public marketing content (spec §6, visitor).
    { route: 'GET /blog', call: () => t.api().get('/blog'), expect: everyone(200) },
    // Crawlers' files: public, the same for every caller.
    { route: 'GET /sitemap.xml', call: () => t.api().get('/sitemap.xml'), expect: everyone(200) },
    { route: 'GET /robots.txt', call: () => t.api().get('/robots.txt'), expect: everyone(200) },
    {
      route: 'GET /blog/:slug',
      call: () => t.api().get('/blog/cold-emails-that-work'),
      expect: everyone(200),
    },
    // Sign-in endpoints are public: they only send the browser to the identity provider and back.
    ...(['google', 'outlook'] as const).flatMap((provider): Entry[] => [
      {
        route: `GET /auth/${provider}/login`,
        call: () => t.api().get(`/auth/${provider}/login`),
        expect: everyone(302),
        check: Object.fromEntries(ROLES.map((role) => [role, leavesForProvider])),
      },
      {
        route: `GET /auth/${provider}/signup`,
        call: () => t.api().get(`/auth/${provider}/signup?plan=Pro&utm_source=matrix`),
        expect: everyone(302),
        check: Object.fromEntries(ROLES.map((role) => [role, leavesForProvider])),
      },
      {
        route: `GET /auth/${provider}/callback`,
        call: () => t.api().get(`/auth/${provider}/callback?code=forged&state=forged`),
        expect: everyone(302),
        check: Object.fromEntries(ROLES.map((role) => [role, redirectsWithError])),
      },
    ]),
    // The development identity provider answers only its own clients and tokens, never the app's.
    {
      route: 'GET /dev-oidc/authorize',
      call: () => t.api().get('/dev-oidc/authorize'),
      expect: everyone(400),
    },
    {
      route: 'POST /dev-oidc/authorize',
      call: () => t.api().post('/dev-oidc/authorize').send({ email: 'mallory@example.com' }),
      expect: everyone(400),
    },
    {
      route: 'POST /dev-oidc/token',
      call: () => t.api().post('/dev-oidc/token').send({ grant_type: 'authorization_code', code: 'forged' }),
      expect: everyone(400),
    },
    { route: 'GET /dev-oidc/userinfo', call: () => t.api().get('/dev-oidc/userinfo'), expect: everyone(401) },
    {
      route: 'GET /dev-oidc/graph/v1.0/me',
      call: () => t.api().get('/dev-oidc/graph/v1.0/me'),
      expect: everyone(401),
    },
    {
      route: 'POST /auth/save-token',
      // Everyone presents the user's token: only its owner may confirm it, admins included.
      call: () => t.api().post('/auth/save-token').send({ token: tokens.user }),
      expect: { anonymous: 401, user: 200, otherUser: 403, admin: 403 },
    },
    {
      route: 'GET /auth/me',
      call: () => t.api().get('/auth/me'),
      expect: signedIn(200),
      check: {
        user: (response) => expect(response.body.email).toBe(EMAILS.user),
        otherUser: (response) => expect(response.body.email).toBe(EMAILS.otherUser),
        admin: (response) => expect(response.body.is_admin).toBe(true),
      },
    },
    {
      route: 'POST /auth/refresh',
      // Authenticated by the refresh token in the body, not by a bearer token.
      call: (role) =>
        t
          .api()
          .post('/auth/refresh')
          .send({ refresh_token: refreshTokens[role] ?? 'not-a-refresh-token' }),
      expect: signedIn(200),
    },
    {
      route: 'GET /api/admin/users',
      call: () => t.api().get('/api/admin/users'),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/admin/users/:userId/history',
      call: () => t.api().get(`/api/admin/users/${userIds.user}/history`),
      expect: adminOnly(200),
    },
    { route: 'GET /api/leaderboard', call: () => t.api().get('/api/leaderboard/'), expect: signedIn(200) },
    { route: 'GET /api/clubs', call: () => t.api().get('/api/clubs'), expect: adminOnly(200) },
    {
      route: 'POST /api/clubs/create',
      call: () => t.api().post('/api/clubs/create').send({ club_code: 'matrix', club_name: 'Matrix Club' }),
      expect: adminOnly(201),
    },
    {
      route: 'PUT /api/clubs/:club_code/update',
      call: () =>
        t.api().put('/api/clubs/matrix/update').send({ club_name: 'Matrix Society', max_free_signups: 5 }),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/clubs/:club_code/history',
      call: () => t.api().get('/api/clubs/matrix/history'),
      expect: adminOnly(200),
    },
    {
      route: 'DELETE /api/clubs/:club_code',
      call: () => t.api().delete('/api/clubs/matrix'),
      expect: adminOnly(200),
    },
    {
      // The landing page's clicks are anonymous: every caller is counted alike and nothing about them is kept.
      route: 'POST /api/analytics/events',
      call: () =>
        t.api().post('/api/analytics/events').send({ event: 'button_click', button_name: 'demo_search' }),
      expect: everyone(202),
    },
    { route: 'GET /api/site/stats', call: () => t.api().get('/api/site/stats'), expect: everyone(200) },
    {
      route: 'GET /api/admin/analytics/button-clicks',
      call: () => t.api().get('/api/admin/analytics/button-clicks'),
      expect: adminOnly(200),
    },
    {
      route: 'PUT /settings/linkedin_profile',
      call: () =>
        t
          .api()
          .put('/settings/linkedin_profile')
          .send({ linkedin_profile: 'https://www.linkedin.com/in/matrix' }),
      expect: signedIn(200),
    },
    {
      route: 'PUT /settings/portfolio_link',
      call: () => t.api().put('/settings/portfolio_link').send({ portfolio_link: 'https://matrix.dev' }),
      expect: signedIn(200),
    },
    {
      route: 'POST /resume',
      call: (role) =>
        t
          .api()
          .post('/resume/')
          .attach('file', cv(role), { filename: `${role}.pdf` }),
      expect: signedIn(201),
      projection: 'user-settings',
    },
    { route: 'GET /resume/status', call: () => t.api().get('/resume/status'), expect: signedIn(200) },
    {
      route: 'GET /resume/content',
      call: () => t.api().get('/resume/content'),
      expect: signedIn(200),
      // Each caller reads their own resume and never another user's.
      check: {
        user: (response) => expect(response.body.content).toBe('Curriculum vitae of user'),
        otherUser: (response) => expect(response.body.content).toBe('Curriculum vitae of otherUser'),
        admin: (response) => expect(response.body.content).toBe('Curriculum vitae of admin'),
      },
    },
    { route: 'DELETE /resume', call: () => t.api().delete('/resume/'), expect: signedIn(200) },
    { route: 'GET /settings/all', call: () => t.api().get('/settings/all'), expect: signedIn(200) },
    { route: 'GET /settings/lite', call: () => t.api().get('/settings/lite'), expect: signedIn(200) },
    { route: 'GET /settings/plan', call: () => t.api().get('/settings/plan'), expect: signedIn(200) },
    {
      route: 'PUT /settings/linkedin_data',
      call: (role) =>
        t
          .api()
          .put('/settings/linkedin_data')
          .send({ linkedin_data: { firstName: role, lastName: 'Matrix' } }),
      expect: signedIn(200),
      projection: 'user-settings',
    },
    {
      route: 'GET /profile/linkedin',
      call: () => t.api().get('/profile/linkedin'),
      expect: signedIn(200),
      // Each caller reads their own details and never another user's.
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => expect(response.body.linkedin_data.firstName).toBe(role),
        ]),
      ),
    },
    { route: 'GET /settings/prompt', call: () => t.api().get('/settings/prompt'), expect: signedIn(200) },
    {
      route: 'POST /settings/prompt',
      call: () => t.api().post('/settings/prompt').send({ prompt: null }),
      expect: signedIn(200),
    },
    {
      route: 'PUT /settings/footer-template',
      call: () => t.api().put('/settings/footer-template').send({ footer_template: 'Best,\n{{firstName}}' }),
      expect: signedIn(200),
    },
    {
      route: 'POST /settings/custom_urls',
      call: () => t.api().post('/settings/custom_urls').send({ name: 'Matrix', url: 'https://matrix.dev' }),
      expect: signedIn(201),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => {
            customUrlIds[role] = response.body.id;
          },
        ]),
      ),
    },
    {
      route: 'PUT /settings/custom_urls/:id/toggle_include',
      // Each caller toggles their own URL; another user's id is a 404 (settings-preferences.int-spec.ts).
      call: (role) =>
        t
          .api()
          .put(`/settings/custom_urls/${customUrlIds[role] ?? randomUUID()}/toggle_include`)
          .send({ include_in_emails: false }),
      expect: signedIn(200),
    },
    {
      route: 'DELETE /settings/custom_urls/:id',
      call: (role) => t.api().delete(`/settings/custom_urls/${customUrlIds[role] ?? randomUUID()}`),
      expect: signedIn(200),
    },
    {
      route: 'GET /settings/documents',
      call: () => t.api().get('/settings/documents'),
      expect: signedIn(200),
    },
    {
      route: 'PUT /settings/selected_documents',
      call: () => t.api().put('/settings/selected_documents').send({ selected_documents: [] }),
      expect: signedIn(200),
    },
    ...(
      [
        ['document_attachments', 'attach_documents'],
        ['tracking', 'tracking_enabled'],
        ['h1b_only', 'h1b_only'],
        ['j1_only', 'j1_only'],
        ['leaderboard_visibility', 'show_on_leaderboard'],
      ] as const
    ).map(([path, field]): Entry => ({
      route: `PUT /settings/${path}`,
      call: () =>
        t
          .api()
          .put(`/settings/${path}`)
          .send({ [field]: true }),
      expect: signedIn(200),
    })),
    {
      route: 'GET /settings/autopilot',
      call: () => t.api().get('/settings/autopilot'),
      expect: signedIn(200),
    },
    {
      route: 'PUT /settings/autopilot',
      call: () => t.api().put('/settings/autopilot').send({ job_score_threshold: 7 }),
      expect: signedIn(200),
    },
    {
      route: 'POST /settings/documents',
      call: (role) =>
        t
          .api()
          .post('/settings/documents')
          .field('name', `References of ${role}`)
          .attach('file', Buffer.from(`References of ${role}`), { filename: 'references.txt' }),
      expect: signedIn(201),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => {
            expect(response.body.document.name).toBe(`References of ${role}`);
            documentIds[role] = response.body.document.id;
          },
        ]),
      ),
    },
    {
      route: 'DELETE /settings/documents/:id',
      // Everyone names otherUser's document: only its owner may delete it; for anyone else it does not exist.
      call: () => t.api().delete(`/settings/documents/${documentIds.otherUser}`),
      expect: { anonymous: 401, user: 404, otherUser: 200, admin: 404 },
    },
    {
      route: 'POST /settings/linkedin_data/import',
      call: (role) =>
        t
          .api()
          .post('/settings/linkedin_data/import')
          .attach('files', Buffer.from(`Name\nSkill of ${role}\n`), { filename: 'Skills.csv' }),
      expect: signedIn(200),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) =>
            expect(response.body.linkedin_data.skills).toEqual([{ name: `Skill of ${role}` }]),
        ]),
      ),
    },
    {
      route: 'GET /onboarding/status',
      call: () => t.api().get('/onboarding/status'),
      expect: signedIn(200),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => expect(response.body).toMatchObject({ step: 'START', skipped: false }),
        ]),
      ),
    },
    {
      route: 'POST /onboarding/complete',
      // Each caller completes START of their own tour; nobody moves another user's.
      call: () => t.api().post('/onboarding/complete').send({ step: 'START' }),
      expect: signedIn(200),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => expect(response.body.step).toBe('AWAITING_RESUME'),
        ]),
      ),
      projection: 'onboarding-status',
    },
    {
      route: 'POST /onboarding/skip',
      call: () => t.api().post('/onboarding/skip'),
      expect: signedIn(200),
      projection: 'onboarding-status',
    },
    {
      route: 'POST /onboarding/restart',
      call: () => t.api().post('/onboarding/restart'),
      expect: signedIn(200),
      projection: 'onboarding-status',
    },
    {
      route: 'POST /onboarding/minimize',
      call: () => t.api().post('/onboarding/minimize'),
      expect: signedIn(200),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => expect(response.body.minimized).toBe(true),
        ]),
      ),
      projection: 'onboarding-status',
    },
    {
      route: 'POST /onboarding/show',
      call: () => t.api().post('/onboarding/show'),
      expect: signedIn(200),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => expect(response.body.minimized).toBe(false),
        ]),
      ),
      projection: 'onboarding-status',
    },
    {
      route: 'POST /contacts',
      // Each caller saves the same address as their own contact: contacts are per user.
      call: (role) =>
        t
          .api()
          .post('/contacts/')
          .send({
            first_name: role,
            last_name: 'Matrix',
            email: MATRIX_CONTACT,
            company: `Company of ${role}`,
          }),
      expect: signedIn(201),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) =>
            expect(response.body.contact.id).toBe(contactIdFor(userIds[role]!, MATRIX_CONTACT)),
        ]),
      ),
      projection: 'contacts-list',
    },
    {
      route: 'POST /contacts/bulk-add',
      call: (role) =>
        t
          .api()
          .post('/contacts/bulk-add')
          .send([
            { first_name: role, last_name: 'Bulk', email: `bulk-${role}@example.com`, company: 'Bulk Co' },
          ]),
      expect: signedIn(201),
      projection: 'contacts-list',
    },
    {
      route: 'POST /contacts/bulk',
      call: (role) =>
        t
          .api()
          .post('/contacts/bulk/')
          .attach(
            'file',
            Buffer.from(`First Name,Last Name,Email,Company\n${role},Csv,csv-${role}@example.com,Bulk Co\n`),
            { filename: 'contacts.csv' },
          ),
      expect: signedIn(201),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => expect(response.body).toMatchObject({ imported: 1, invalid: [] }),
        ]),
      ),
      projection: 'contacts-list',
    },
    {
      route: 'POST /contacts/:id/attach_document',
      // Everyone names user's contact with a document of their own: only its owner may attach to it.
      call: (role) =>
        t
          .api()
          .post(`/contacts/${contactIdFor(userIds.user!, MATRIX_CONTACT)}/attach_document`)
          .send({ document_id: documentIds[role] ?? 'none' }),
      expect: { anonymous: 401, user: 200, otherUser: 404, admin: 404 },
    },
    ...(['/contacts/list', '/contacts/search/', '/contacts/'] as const).map((path): Entry => ({
      route: `GET ${path === '/contacts/list' ? path : path.slice(0, -1)}`,
      call: () => t.api().get(path),
      expect: signedIn(200),
      // Each caller sees only their own contacts, named after them by the entries above.
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => {
            const contacts = Array.isArray(response.body) ? response.body : response.body.contacts;
            expect(new Set(contacts.map((c: { first_name: string }) => c.first_name))).toEqual(
              new Set([role]),
            );
          },
        ]),
      ),
    })),
    { route: 'GET /contacts/columns', call: () => t.api().get('/contacts/columns/'), expect: signedIn(200) },
    {
      route: 'GET /contacts/field-values/:field',
      call: () => t.api().get('/contacts/field-values/company'),
      expect: signedIn(200),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => expect(response.body).toEqual(['Bulk Co', `Company of ${role}`]),
        ]),
      ),
    },
    {
      route: 'POST /emails/stream',
      // Everyone names otherUser's contact: for anyone else it does not exist; its owner gets as far as the
      // resume check (every resume was deleted above), so nothing is generated here.
      call: () =>
        t
          .api()
          .post('/emails/stream')
          .send({
            contact_email: MATRIX_CONTACT,
            contact_id: contactIdFor(userIds.otherUser!, MATRIX_CONTACT),
          }),
      expect: { anonymous: 401, user: 404, otherUser: 400, admin: 404 },
    },
    {
      route: 'POST /emails/write/stream/bulk',
      // Everyone names otherUser's contact: for anyone else it is ignored and nothing is found to process; its owner
      // gets as far as the resume check (every resume was deleted above), so nothing is generated here.
      call: () =>
        t
          .api()
          .post('/emails/write/stream/bulk/')
          .send({ number: 1, filtered_ids: [contactIdFor(userIds.otherUser!, MATRIX_CONTACT)] }),
      expect: signedIn(200),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) =>
            expect(response.text.trim().split('\n\n').at(-1)).toMatch(
              role === 'otherUser'
                ? /"code":"DRAFTING.NO_RESUME"/
                : /"message":"No contacts found to process."/,
            ),
        ]),
      ),
    },
    {
      route: 'POST /settings/test_prompt',
      // Each caller has contacts but no resume any more.
      call: () => t.api().post('/settings/test_prompt'),
      expect: signedIn(400),
    },
    {
      route: 'POST /emails/drafts',
      // Each caller drafts to their own matrix contact under one key, so otherUser's draft id is known below.
      call: (role) =>
        t
          .api()
          .post('/emails/drafts/')
          .set('Idempotency-Key', 'matrix-draft')
          .send({
            subject: `Draft of ${role}`,
            body: 'Hello',
            contact_id: role === 'anonymous' ? randomUUID() : contactIdFor(userIds[role]!, MATRIX_CONTACT),
          }),
      expect: signedIn(201),
      projection: 'drafts-list',
    },
    ...(['/emails/drafts?limit=10', '/emails/drafts/all'] as const).map((path): Entry => ({
      route: `GET ${path.split('?')[0]}`,
      call: () => t.api().get(path),
      expect: signedIn(200),
      // Each caller sees only the draft they saved above.
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => {
            const drafts = response.body.drafts ?? [
              ...response.body.new_drafts,
              ...response.body.earlier_drafts,
            ];
            expect(drafts.map((d: { subject: string }) => d.subject)).toEqual([`Draft of ${role}`]);
          },
        ]),
      ),
    })),
    {
      route: 'GET /dashboard/summary',
      call: () => t.api().get('/dashboard/summary'),
      expect: signedIn(200),
      // Each caller is greeted by their own name (test/integration/dashboard.int-spec.ts checks the figures).
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => expect(response.body.firstName).toBe(EMAILS[role].split('@')[0]),
        ]),
      ),
    },
    {
      route: 'POST /emails/schedule',
      // Each caller schedules under one key, so otherUser's campaign id is known below.
      call: (role) =>
        t
          .api()
          .post('/emails/schedule/')
          .set('Idempotency-Key', 'matrix-campaign')
          .send({
            campaign_name: `Campaign of ${role}`,
            total_messages: 10,
            messages_per_day: 2,
            start_date: addDays(new Date().toISOString().slice(0, 10), 10),
            days_of_week: ['Monday'],
            send_times: { start: '09:00', end: '17:00' },
            time_zone: 'Europe/Paris',
          }),
      expect: signedIn(201),
      projection: 'campaigns-list',
    },
    {
      route: 'GET /emails/schedule/info',
      call: () => t.api().get('/emails/schedule/info/'),
      expect: signedIn(200),
      // Each caller sees only the campaign they scheduled above.
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) =>
            expect(response.body.campaigns.map((c: { campaign_name: string }) => c.campaign_name)).toEqual([
              `Campaign of ${role}`,
            ]),
        ]),
      ),
    },
    {
      route: 'DELETE /emails/schedule/cancel/:campaign_id',
      // Everyone names otherUser's campaign: only its owner cancels it; for anyone else it does not exist.
      call: () =>
        t.api().delete(`/emails/schedule/cancel/${campaignIdFor(userIds.otherUser!, 'matrix-campaign')}`),
      expect: { anonymous: 401, user: 404, otherUser: 200, admin: 404 },
      projection: 'campaigns-list',
    },
    {
      route: 'DELETE /emails/schedule/cancel',
      // Each caller cancels only their own: the user and the admin had one left, otherUser none.
      call: () => t.api().delete('/emails/schedule/cancel/'),
      expect: signedIn(200),
      check: {
        user: (response) => expect(response.body.cancelled).toBe(1),
        otherUser: (response) => expect(response.body.cancelled).toBe(0),
        admin: (response) => expect(response.body.cancelled).toBe(1),
      },
      projection: 'campaigns-list',
    },
    {
      route: 'GET /emails/outgoing/activity',
      call: () => t.api().get('/emails/outgoing/activity').query({ period: 'week', time_zone: 'UTC' }),
      expect: signedIn(200),
      check: { user: (response) => expect(response.body.buckets).toHaveLength(7) },
    },
    {
      route: 'PUT /emails/drafts/:id',
      // Everyone names otherUser's draft: only its owner may edit it; for anyone else it does not exist.
      call: (role) =>
        t
          .api()
          .put(`/emails/drafts/${draftIdFor(userIds.otherUser!, 'matrix-draft')}`)
          .send({ subject: `Edited by ${role}` }),
      expect: { anonymous: 401, user: 404, otherUser: 200, admin: 404 },
      projection: 'drafts-list',
    },
    {
      route: 'DELETE /emails/drafts/:id',
      call: () => t.api().delete(`/emails/drafts/${draftIdFor(userIds.otherUser!, 'matrix-draft')}`),
      expect: { anonymous: 401, user: 404, otherUser: 200, admin: 404 },
      projection: 'drafts-list',
    },
    {
      route: 'POST /emails/drafts/batch-delete',
      // Everyone names the user's draft: only its owner deletes it; for anyone else it is not found.
      call: () =>
        t
          .api()
          .post('/emails/drafts/batch-delete')
          .send({ draft_ids: [draftIdFor(userIds.user!, 'matrix-draft')] }),
      expect: signedIn(200),
      check: {
        user: (response) => expect(response.body).toMatchObject({ deleted: 1, failed: [] }),
        otherUser: (response) =>
          expect(response.body).toMatchObject({ deleted: 0, failed: [{ detail: 'Draft not found' }] }),
        admin: (response) =>
          expect(response.body).toMatchObject({ deleted: 0, failed: [{ detail: 'Draft not found' }] }),
      },
      projection: 'drafts-list',
    },
    {
      route: 'POST /emails/drafts/:id/send',
      // Everyone names the admin's draft (the one left above): only its owner sends it.
      call: () => t.api().post(`/emails/drafts/${draftIdFor(userIds.admin!, 'matrix-draft')}/send`),
      expect: { anonymous: 401, user: 404, otherUser: 404, admin: 201 },
      check: { admin: (response) => expect(response.body.status).toBe('sent') },
      projection: 'conversations',
    },
    {
      route: 'POST /emails/drafts/batch-send',
      // The admin's draft again: its owner hears the earlier send again; for anyone else it is not found.
      call: () =>
        t
          .api()
          .post('/emails/drafts/batch-send')
          .send({ draft_ids: [draftIdFor(userIds.admin!, 'matrix-draft')] }),
      expect: signedIn(201),
      check: {
        user: (response) =>
          expect(response.body).toMatchObject({ sent: 0, failed: [{ detail: 'Draft not found' }] }),
        otherUser: (response) =>
          expect(response.body).toMatchObject({ sent: 0, failed: [{ detail: 'Draft not found' }] }),
        admin: (response) => expect(response.body).toMatchObject({ sent: 1, failed: [] }),
      },
    },
    {
      route: 'POST /emails/preview',
      // Only the contact's owner sees how a message to them goes out.
      call: () =>
        t
          .api()
          .post('/emails/preview')
          .send({ contact_id: contactIdFor(userIds.otherUser!, MATRIX_CONTACT), body: 'Hello again' }),
      expect: { anonymous: 401, user: 404, otherUser: 200, admin: 404 },
      check: {
        // The body, then their footer.
        otherUser: (response) => expect(response.body.text).toMatch(/^Hello again\n\n\S/),
      },
    },
    {
      route: 'POST /emails/send',
      // Each caller writes to their own matrix contact; anonymous names a contact nobody has.
      call: (role) =>
        t
          .api()
          .post('/emails/send/')
          .send({
            contact_id: role === 'anonymous' ? randomUUID() : contactIdFor(userIds[role]!, MATRIX_CONTACT),
            subject: `Follow-up of ${role}`,
            body: 'Hello again',
            message_type: 'Follow-Up',
          }),
      expect: signedIn(201),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => expect(response.body.status).toBe('sent'),
        ]),
      ),
      projection: 'conversations',
    },
    {
      route: 'GET /contacts/:id/conversation',
      call: () => t.api().get(`/contacts/${contactIdFor(userIds.otherUser!, MATRIX_CONTACT)}/conversation`),
      expect: { anonymous: 401, user: 404, otherUser: 200, admin: 404 },
      check: {
        otherUser: (response) =>
          expect(response.body.conversation_history.map((m: { subject: string }) => m.subject)).toEqual([
            'Follow-up of otherUser',
          ]),
      },
    },
    {
      route: 'GET /outbox/messages',
      call: () => t.api().get('/outbox/messages'),
      expect: signedIn(200),
      // Each caller sees only mails to their own contact; otherUser's id is remembered for the entries below.
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => {
            const messages: { id: string; contact_id: string }[] = response.body.messages;
            expect(new Set(messages.map((m) => m.contact_id))).toEqual(
              new Set([contactIdFor(userIds[role]!, MATRIX_CONTACT)]),
            );
            outboxIds[role] = messages[0].id;
          },
        ]),
      ),
    },
    {
      route: 'GET /outbox/messages/:id',
      call: () => t.api().get(`/outbox/messages/${outboxIds.otherUser}`),
      expect: { anonymous: 401, user: 404, otherUser: 200, admin: 404 },
    },
    {
      route: 'POST /outbox/messages/:id/simulate-reply',
      call: () => t.api().post(`/outbox/messages/${outboxIds.otherUser}/simulate-reply`).send({}),
      expect: { anonymous: 401, user: 404, otherUser: 201, admin: 404 },
      projection: 'conversations',
    },
    {
      route: 'DELETE /contacts/:id',
      // Everyone names otherUser's contact: only its owner may delete it; for anyone else it does not exist.
      call: () => t.api().delete(`/contacts/${contactIdFor(userIds.otherUser!, MATRIX_CONTACT)}`),
      expect: { anonymous: 401, user: 404, otherUser: 200, admin: 404 },
    },
    // Tracking routes are public: the signed token is the capability, so every caller gets the same answer.
    {
      route: 'GET /t/o/:token',
      call: () => t.api().get('/t/o/not-a-valid-token.gif'),
      expect: everyone(200),
      check: Object.fromEntries(
        ROLES.map((role) => [
          role,
          (response: Response) => expect(response.headers['content-type']).toBe('image/gif'),
        ]),
      ),
    },
    {
      route: 'GET /t/c/:token',
      call: () => t.api().get('/t/c/not-a-valid-token').query({ u: 'https://example.org/', s: 'forged' }),
      expect: everyone(400),
      check: Object.fromEntries(
        ROLES.map((role) => [
          role,
          (response: Response) => expect(response.headers.location).toBeUndefined(),
        ]),
      ),
    },
    {
      route: 'POST /jobsearch/fetch-jobs',
      // An unknown seniority level: the guard answers before validation, and no directory is searched.
      call: () => t.api().post('/jobsearch/fetch-jobs').send({ seniority_level: 'Mid' }),
      expect: signedIn(400),
    },
    {
      route: 'POST /jobsearch/update-selected-jobs',
      call: (role) =>
        t
          .api()
          .post('/jobsearch/update-selected-jobs')
          .send({ jobs: [{ company_name: 'Matrix Corp', job_title: `Job of ${role}` }] }),
      expect: signedIn(200),
      projection: 'saved-jobs',
    },
    {
      route: 'GET /jobsearch/fetch-selected-jobs',
      call: () => t.api().get('/jobsearch/fetch-selected-jobs'),
      expect: signedIn(200),
      // Each caller sees only the job they saved above.
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) =>
            expect(response.body.jobs_selected.map((j: { job_title: string }) => j.job_title)).toEqual([
              `Job of ${role}`,
            ]),
        ]),
      ),
    },
    {
      route: 'DELETE /jobsearch/delete-selected-job',
      // Everyone names otherUser's saved job: only its owner has it; for anyone else it is not found.
      call: () =>
        t
          .api()
          .delete('/jobsearch/delete-selected-job')
          .send({ company_name: 'Matrix Corp', job_title: 'Job of otherUser' }),
      expect: { anonymous: 401, user: 404, otherUser: 200, admin: 404 },
      projection: 'saved-jobs',
    },
    {
      route: 'POST /snowflake/search',
      // No companies: the guard answers before validation, and no directory is searched.
      call: () => t.api().post('/snowflake/search').send({ companies: [] }),
      expect: signedIn(400),
    },
    // Company search: calls that would search the company directory are sent input it refuses, so what is
    // checked is who may call them; validation comes after the guard.
    {
      route: 'GET /snowflake/categories',
      call: () => t.api().get('/snowflake/categories').query({ limit: 0 }),
      expect: signedIn(400),
    },
    {
      route: 'GET /snowflake/countries',
      call: () => t.api().get('/snowflake/countries'),
      expect: signedIn(200),
    },
    {
      route: 'GET /snowflake/states/:country',
      call: () => t.api().get('/snowflake/states/%00'),
      expect: signedIn(400),
    },
    {
      route: 'GET /snowflake/cities/:country/:state',
      call: () => t.api().get('/snowflake/cities/United%20States/%00'),
      expect: signedIn(400),
    },
    {
      route: 'GET /snowflake/user-states/:country',
      call: () => t.api().get('/snowflake/user-states/%00'),
      expect: signedIn(400),
    },
    {
      route: 'GET /snowflake/user-cities/:country/:state',
      call: () => t.api().get('/snowflake/user-cities/United%20States/%00'),
      expect: signedIn(400),
    },
    {
      route: 'POST /snowflake/search_companies',
      call: () =>
        t
          .api()
          .post('/snowflake/search_companies')
          .send({ categories: ['Software'], city: 'Austin' }),
      expect: signedIn(400),
    },
    {
      route: 'GET /snowflake/search-history',
      call: () => t.api().get('/snowflake/search-history'),
      expect: signedIn(200),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => expect(response.body.searches).toEqual([]),
        ]),
      ),
    },
    {
      route: 'POST /perplexity/search',
      call: () => t.api().post('/perplexity/search').send({ search_term: ' ' }),
      expect: signedIn(400),
    },
    {
      route: 'POST /perplexity/generate-more',
      call: () =>
        t.api().post('/perplexity/generate-more').send({ search_term: 'fintech', existing_companies: [] }),
      expect: signedIn(400),
    },
    {
      route: 'POST /perplexity/snowflake-match',
      call: () => t.api().post('/perplexity/snowflake-match').send({ search_term: 'fintech', limit: 0 }),
      expect: signedIn(400),
    },
    {
      route: 'POST /perplexity/public/snowflake-match',
      // Public (the landing page's demo search, rate limited per client): a token changes nothing.
      call: () => t.api().post('/perplexity/public/snowflake-match').send({ search_term: '' }),
      expect: everyone(400),
    },
    {
      route: 'POST /api/contact-messages',
      // Public (the Contact page's form, rate limited per client): a token changes nothing.
      call: () => t.api().post('/api/contact-messages').send({ subject: 'sales' }),
      expect: everyone(400),
    },
    {
      route: 'GET /api/admin/contact-messages',
      call: () => t.api().get('/api/admin/contact-messages'),
      expect: adminOnly(200),
    },
    {
      route: 'POST /blog/tts',
      // Public ('Listen to article' on a blog post, new audio rate limited per client): a token changes nothing.
      call: () => t.api().post('/blog/tts').send({ slug: '', text: '' }),
      expect: everyone(400),
    },
    {
      route: 'POST /perplexity/companies/details',
      call: () => t.api().post('/perplexity/companies/details').send({ company_names: [] }),
      expect: signedIn(400),
    },
    {
      route: 'POST /perplexity/saved-searches',
      call: (role) =>
        t
          .api()
          .post('/perplexity/saved-searches')
          .send({ search_term: `Search of ${role}` }),
      expect: signedIn(201),
      projection: 'company-searches',
    },
    {
      route: 'GET /perplexity/saved-searches',
      call: () => t.api().get('/perplexity/saved-searches'),
      expect: signedIn(200),
      // Each caller sees only the search they saved above.
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) =>
            expect(response.body.saved_searches.map((s: { search_term: string }) => s.search_term)).toEqual([
              `Search of ${role}`,
            ]),
        ]),
      ),
    },
    {
      route: 'POST /availability',
      call: () => t.api().post('/availability').send({ start_date: '2026-11-23', end_date: '2026-11-27' }),
      expect: signedIn(200),
    },
    {
      route: 'GET /api/braintree/client_token',
      call: () => t.api().get('/api/braintree/client_token'),
      expect: signedIn(200),
    },
    {
      route: 'POST /api/braintree/checkout',
      call: (role) =>
        t
          .api()
          .post('/api/braintree/checkout')
          .set('Idempotency-Key', `matrix-checkout-${role}`)
          .send({
            payment_method_nonce: 'test-mode-nonce:4111111111111111',
            plan_name: 'Growth',
            billing_cycle: 'monthly',
            cardholder_name: `Card of ${role}`,
          }),
      expect: signedIn(200),
      projection: 'subscriptions',
    },
    {
      route: 'GET /api/braintree/subscription',
      call: () => t.api().get('/api/braintree/subscription'),
      expect: signedIn(200),
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) =>
            expect(response.body).toMatchObject({ plan_name: 'Basic', status: 'active' }),
        ]),
      ),
    },
    {
      route: 'GET /api/braintree/payment-method',
      call: () => t.api().get('/api/braintree/payment-method'),
      expect: signedIn(200),
      // Each caller sees only the card they paid with above.
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) => expect(response.body.cardholder_name).toBe(`Card of ${role}`),
        ]),
      ),
    },
    {
      route: 'GET /api/braintree/proration_estimate',
      call: () => t.api().get('/api/braintree/proration_estimate?plan=Pro&cycle=monthly'),
      expect: signedIn(200),
    },
    {
      route: 'POST /api/braintree/upgradeplan',
      call: (role) =>
        t
          .api()
          .post('/api/braintree/upgradeplan')
          .set('Idempotency-Key', `matrix-upgrade-${role}`)
          .send({ plan_name: 'Pro', billing_cycle: 'monthly' }),
      expect: signedIn(200),
      projection: 'subscriptions',
    },
    {
      route: 'POST /api/braintree/webhooks',
      // Public by design: Braintree posts without a token; the signature is the capability, so a token changes
      // nothing. Test mode sends no webhooks, so every notification is refused (400 naming bt_signature).
      call: () =>
        t
          .api()
          .post('/api/braintree/webhooks')
          .type('form')
          .send({ bt_signature: 'forged', bt_payload: 'forged' }),
      expect: everyone(400),
      check: Object.fromEntries(
        ROLES.map((role) => [
          role,
          (response: Response) =>
            expect(response.body).toMatchObject({
              code: 'PAYMENTS.INVALID_WEBHOOK_SIGNATURE',
              field: 'bt_signature',
            }),
        ]),
      ),
    },
    {
      route: 'POST /settings/downgrade',
      call: () => t.api().post('/settings/downgrade').send({ plan_name: 'Free' }),
      expect: signedIn(200),
      projection: 'subscriptions',
    },
    // Autopilot reads: no route here starts a task, so each caller has none; another user's task is a 404
    // (test/integration/autopilot-reads.int-spec.ts).
    {
      route: 'GET /autopilot/sessions',
      call: () => t.api().get('/autopilot/sessions'),
      expect: signedIn(200),
      // Each caller sees only their own tasks: the user's one, and none for the others.
      check: Object.fromEntries(
        (['user', 'otherUser', 'admin'] as const).map((role) => [
          role,
          (response: Response) =>
            expect(response.body.sessions.map((session: { _id: string }) => session._id)).toEqual(
              role === 'user' ? [userTaskId] : [],
            ),
        ]),
      ),
    },
    {
      route: 'GET /autopilot/scheduled-retries',
      call: () => t.api().get('/autopilot/scheduled-retries'),
      expect: signedIn(200),
    },
    {
      route: 'GET /autopilot/:id',
      call: () => t.api().get(`/autopilot/${randomUUID()}`),
      expect: signedIn(404),
    },
    // The autopilot's commands on the user's task: its user is answered by the task's rules, anyone else 404, and a
    // task started by a role is its own (test/integration/autopilot-commands.int-spec.ts has every answer).
    {
      route: 'POST /autopilot/start',
      call: () =>
        t
          .api()
          .post('/autopilot/start')
          .send({ search_params: { company_names: ['Matrix Co'], job_titles: ['Analyst'] } }),
      expect: signedIn(201),
    },
    ...(
      [
        ['restart', undefined],
        ['manual-retry', undefined],
        ['retry-with-strategy', { strategy: '1day' }],
        ['rerun-selected', { companies: ['Matrix Co'] }],
        ['continue-with-selected-jobs', { selected_jobs: ['job'], target_company: 'Matrix Co' }],
        ['continue-without-jobs', { company: 'Matrix Co', contact_count: 5 }],
      ] as const
    ).map(([action, body]): Entry => ({
      route: `POST /autopilot/:id/${action}`,
      call: () => t.api().post(`/autopilot/${userTaskId}/${action}`).send(body),
      // A queued task can be none of these yet.
      expect: { ...signedIn(404), user: 409 },
    })),
    {
      route: 'POST /autopilot/:id/retry-with-new-settings',
      call: () => t.api().post(`/autopilot/${userTaskId}/retry-with-new-settings`).send({}),
      expect: { ...signedIn(404), user: 201 },
    },
    {
      route: 'POST /autopilot/:id/force-complete',
      call: () => t.api().post(`/autopilot/${userTaskId}/force-complete`),
      expect: { ...signedIn(404), user: 200 },
      projection: 'autopilot-tasks',
    },
    {
      // The task is completed by now: its stream sends connected and session_complete, then ends.
      route: 'GET /autopilot/:id/stream',
      call: () => t.api().get(`/autopilot/${userTaskId}/stream`),
      expect: { ...signedIn(404), user: 200 },
      check: { user: (response) => expect(response.text).toContain('"type":"session_complete"') },
    },
    {
      // Open until the client leaves: the first chunk (connected, or the refusal) is read, then the client leaves.
      route: 'GET /autopilot/retries/stream',
      call: () =>
        t
          .api()
          .get('/autopilot/retries/stream')
          .buffer(false)
          .parse((response, done) => {
            const stream = response as unknown as IncomingMessage;
            stream.setEncoding('utf8');
            stream.once('data', (chunk: string) => {
              done(null, chunk);
              stream.destroy();
            });
          }),
      expect: signedIn(200),
    },
    {
      route: 'DELETE /autopilot/:id',
      call: () => t.api().delete(`/autopilot/${userTaskId}`),
      expect: { ...signedIn(404), user: 200 },
    },
    { route: 'POST /auth/logout', call: () => t.api().post('/auth/logout'), expect: signedIn(200) },
  ];

  it('has an entry for every route the application serves, and no entry for a route it does not', () => {
    const express = t.app.getHttpAdapter().getInstance();
    const served = (express.router ?? express._router).stack
      .filter((layer: { route?: unknown }) => layer.route)
      .flatMap((layer: { route: { path: string; methods: Record<string, boolean> } }) =>
        Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route.path}`),
      )
      // The OpenAPI viewer's static files are public documentation.
      .filter((route: string) => !/^GET \/docs/.test(route));

    expect(entries.map((entry) => entry.route).sort()).toEqual([...new Set<string>(served)].sort());
  });

  it.each(entries.map((entry) => [entry.route, entry] as const))(
    '%s answers each caller as decided',
    async (_route, entry) => {
      const answers: Partial<Record<Role, number>> = {};
      for (const role of ROLES) {
        const test = entry.call(role);
        const token = tokens[role];
        const response = await (token ? test.set('Authorization', `Bearer ${token}`) : test);
        answers[role] = response.status;
        if (response.status === entry.expect[role]) entry.check?.[role]?.(response);
        if (entry.projection && response.body?.checkpoint) {
          await t.projected(entry.projection, response.body.checkpoint);
        }
      }
      expect(answers).toEqual(entry.expect);
    },
  );
});
