import { NO_SUBSCRIPTION } from '@outreach/backend/billing/billing-views.contract';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { zeroedSummary } from '../features/dashboard/zeroed-summary';

/** The signed-in shell reads the public configuration on every page; tests that care override it. */
const defaultHandlers = [
  http.get('/api/config/public', () =>
    HttpResponse.json({
      public_url: 'http://localhost:3000',
      alert_form_url: null,
      support_email: 'support@example.com',
      payments_mode: 'test',
    }),
  ),
  // Every signed-in screen asks for the guided tour's status; a finished tour keeps its card out of the way.
  http.get('/onboarding/status', () =>
    HttpResponse.json({ step: 'DONE', path: 'jobs', skipped: false, completed: true, steps: ['DONE'] }),
  ),
  // The shell's avatar: no LinkedIn details unless a test gives some.
  http.get('/profile/linkedin', () => HttpResponse.json({ linkedin_data: null, profilePicture: null })),
  // The dashboard's figures: nothing done yet unless a test gives some.
  http.get('/dashboard/summary', () => HttpResponse.json({ ...zeroedSummary(), firstName: 'Ada' })),
  // The dashboard's Active Drafts card, its count and its preview of the newest: no drafts unless a test gives some.
  http.get('/emails/drafts/all', () => HttpResponse.json({ new_drafts: [], earlier_drafts: [] })),
  http.get('/emails/drafts', () => HttpResponse.json({ drafts: [] })),
  // The Add Contacts page's contact search: empty pickers, history and saved searches unless a test gives some.
  http.get('/snowflake/categories', () => HttpResponse.json({ categories: [] })),
  http.get('/snowflake/countries', () => HttpResponse.json({ countries: ['United States'] })),
  http.get('/snowflake/user-states/*', () => HttpResponse.json({ states: [] })),
  http.get('/snowflake/search-history', () => HttpResponse.json({ searches: [] })),
  http.get('/perplexity/saved-searches', () => HttpResponse.json({ saved_searches: [] })),
  // The sidebar's leaderboard: nobody has sent a message unless a test says otherwise.
  http.get('/api/leaderboard/', () => HttpResponse.json([])),
  http.get('/settings/plan', () => HttpResponse.json({ plan_name: 'Free', searches_used: 0 })),
  // The Subscription tab's billing: no subscription (Free) unless a test gives one.
  http.get('/api/braintree/subscription', () => HttpResponse.json(NO_SUBSCRIPTION)),
  // Outgoing Messages' Scheduled Campaigns card and charts: no campaigns and nothing sent unless a test gives some.
  http.get('/emails/schedule/info/', () => HttpResponse.json({ campaigns: [] })),
  // The landing page's counters: a fresh install states none unless a test gives some.
  http.get('/api/site/stats', () =>
    HttpResponse.json({ job_seekers_helped: null, companies_researched: null, response_rate: null }),
  ),
  http.get('/emails/outgoing/activity', ({ request }) => {
    const period = new URL(request.url).searchParams.get('period') ?? 'day';
    return HttpResponse.json({
      period,
      time_zone: 'UTC',
      start_date: '2026-11-23',
      end_date: '2026-11-23',
      buckets: [],
      elapsed: 0,
      total: 0,
    });
  }),
  // The blog (public and signed-in pages): no posts unless a test gives some.
  http.get('/blog', () => HttpResponse.json({ items: [] })),
  http.get('/blog/:slug', () =>
    HttpResponse.json(
      { code: 'BLOG.POST_NOT_FOUND', detail: 'No blog post has that slug.' },
      { status: 404 },
    ),
  ),
];

/** Tests add their own handlers; an unhandled request fails the test rather than reaching the network. */
export const server = setupServer(...defaultHandlers);

/** Answers GET `path` with what `respond` makes of each request's query string, recording those in arrival order. */
export function answerQueries<T extends JsonBodyType>(
  path: string,
  respond: (params: URLSearchParams) => T,
): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(path, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      return HttpResponse.json(respond(params));
    }),
  );
  return requests;
}

/** GET `path` fails once with `status` and the server's `detail`, then answers `body`: what a Retry test needs. */
export function failOnceThenAnswer(
  path: string,
  { status, detail }: { status: number; detail: string },
  body: JsonBodyType,
) {
  server.use(
    http.get(path, () => HttpResponse.json({ detail }, { status }), { once: true }),
    http.get(path, () => HttpResponse.json(body)),
  );
}
