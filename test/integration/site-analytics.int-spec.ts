import type { Test } from 'supertest';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

interface Problem {
  loc: (string | number)[];
  msg: string;
}

/**
 * The landing page's button_click analytics (access spec §2 Public interactive demo): a public, rate-limited write
 * that keeps nothing personal, counted per button and day by the site-analytics projector, read by admins only.
 */
describe('site analytics', () => {
  let t: InProcessApp;
  const tokens: Record<string, string> = {};
  const app = () => t;
  const api = () => t.api();
  const as = <T extends Test>(name: string, test: T): T =>
    test.set('Authorization', `Bearer ${tokens[name]}`) as T;

  beforeAll(async () => {
    // Each test client has its own address (X-Forwarded-For from the loopback proxy), so limits stay apart.
    t = await startInProcessApp({ TRUST_PROXY: 'loopback' });
    for (const name of ['ada', 'ben', 'admin'])
      tokens[name] = (await t.register(`${name}@example.com`)).token;
  });

  afterAll(async () => {
    await t?.close();
  });
  let client = 0;
  const click = (body: unknown, from = `198.51.100.${++client}`) =>
    api()
      .post('/api/analytics/events')
      .set('X-Forwarded-For', from)
      .send(body as object);

  it('refuses bad input with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ event: 'button_click' }, 'button_name'],
      [{ event: 'button_click', button_name: 'not-a-button' }, 'button_name'],
      [{ event: 'button_click', button_name: 42 }, 'button_name'],
      [{ event: 'page_view', button_name: 'demo_search' }, 'event'],
      [{ button_name: 'demo_search' }, 'event'],
    ] as const) {
      const response = await click(body);
      expect(response.status).toBe(400);
      expect(response.body.detail.map((problem: Problem) => problem.loc[0])).toEqual([field]);
    }
    expect((await click(['demo_search'])).status).toBe(400);
  });

  it('records a click without the caller, the address or the user agent', async () => {
    const response = await as(
      'ada',
      click({ event: 'button_click', button_name: 'demo_sign_up' }, '203.0.113.50'),
    )
      .set('User-Agent', 'Mozilla/5.0 Test')
      .expect(202);
    const day = new Date().toISOString().slice(0, 10);
    const events = await app().store.readStream(`site-analytics-${day}`);
    const last = events.at(-1)!;
    expect(last.type).toBe('ButtonClicked');
    expect(last.data).toEqual({ buttonName: 'demo_sign_up', day });
    expect(last.metadata.actorUserId).toBeNull();
    const stored = JSON.stringify({ data: last.data, metadata: last.metadata });
    expect(stored).not.toContain('203.0.113.50');
    expect(stored).not.toContain('Mozilla');
    expect(stored).not.toContain('ada@example.com');
    await app().projected('site-analytics', response.body.checkpoint);
  });

  it('limits each client to 30 clicks a minute with a 429 and Retry-After, other clients unaffected', async () => {
    const body = { event: 'button_click', button_name: 'demo_search' };
    for (let sent = 0; sent < 30; sent += 1) expect((await click(body, '192.0.2.77')).status).toBe(202);
    const limited = await click(body, '192.0.2.77');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await click(body, '192.0.2.78')).status).toBe(202);
  });

  it('shows admins the counts per button and day; other users are refused', async () => {
    let checkpoint = '';
    for (const button_name of ['hero_sign_up', 'hero_sign_up', 'demo_choose_company']) {
      checkpoint = (await click({ event: 'button_click', button_name }).expect(202)).body.checkpoint;
    }
    await app().projected('site-analytics', checkpoint);

    const report = await as('admin', api().get('/api/admin/analytics/button-clicks?days=7')).expect(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(report.body.to).toBe(day);
    expect(report.body.days).toEqual(
      expect.arrayContaining([
        { day, button_name: 'hero_sign_up', count: 2 },
        { day, button_name: 'demo_choose_company', count: 1 },
      ]),
    );
    expect(report.body.totals).toEqual(expect.arrayContaining([{ button_name: 'demo_search', count: 31 }]));

    expect((await api().get('/api/admin/analytics/button-clicks')).status).toBe(401);
    expect((await as('ada', api().get('/api/admin/analytics/button-clicks'))).status).toBe(403);
    expect((await as('ben', api().get('/api/admin/analytics/button-clicks'))).status).toBe(403);
    const bad = await as('admin', api().get('/api/admin/analytics/button-clicks?days=0'));
    expect(bad.status).toBe(400);
    expect(bad.body.detail[0].loc).toEqual(['days']);
  });

  it('answers the site counters publicly, none of them on a fresh install', async () => {
    const response = await api().get('/api/site/stats').expect(200);
    expect(response.body).toEqual({
      job_seekers_helped: null,
      companies_researched: null,
      response_rate: null,
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
