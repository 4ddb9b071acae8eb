import type { Response } from 'supertest';
import {
  COMPANY_DIRECTORY,
  JOB_LISTINGS,
  type CompanyDirectory,
  type DirectoryCompany,
  type JobListings,
} from '@outreach/backend/platform/directory/directory.port';
import type { FetchJobsResponse, SavedJobView } from '@outreach/backend/job-search/job-search.contract';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(120_000);

type FetchJobsBody = FetchJobsResponse;
type SavedJobBody = SavedJobView;

const DAY_MS = 24 * 60 * 60 * 1000;
const lower = (text: string) => text.toLowerCase();

/** The jobs slice in one process: the demo directory's postings, scoring, the settings switches and saved jobs. */
describe('job search', () => {
  let t: InProcessApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let listings: JobListings;
  /** Companies with postings, by their sponsor flags. */
  let h1bSponsor: DirectoryCompany;
  let j1Sponsor: DirectoryCompany;
  let nonSponsor: DirectoryCompany;
  let someCompanies: string[];

  const api = () => t.api();
  const auth = (name: string) => ({ Authorization: `Bearer ${tokens[name]}` });
  const fetchJobs = async (name: string, body: Record<string, unknown>): Promise<FetchJobsBody> => {
    const response = await api().post('/jobsearch/fetch-jobs').set(auth(name)).send(body);
    expect(response.status).toBe(200);
    return response.body;
  };
  const saveJobs = async (name: string, jobs: Record<string, unknown>[], key?: string) => {
    const test = api().post('/jobsearch/update-selected-jobs').set(auth(name));
    const response = await (key ? test.set('Idempotency-Key', key) : test).send({ jobs });
    if (response.body.checkpoint) await t.projected('saved-jobs', response.body.checkpoint);
    return response;
  };
  const savedJobs = async (name: string): Promise<SavedJobBody[]> => {
    const response = await api().get('/jobsearch/fetch-selected-jobs').set(auth(name));
    expect(response.status).toBe(200);
    return response.body.jobs_selected;
  };
  const deleteJob = async (name: string, pair: Record<string, unknown>, via: 'body' | 'query' = 'body') => {
    const test = api().delete('/jobsearch/delete-selected-job').set(auth(name));
    const response = await (via === 'body' ? test.send(pair) : test.query(pair));
    if (response.body.checkpoint) await t.projected('saved-jobs', response.body.checkpoint);
    return response;
  };
  const toggle = async (name: string, setting: 'h1b_only' | 'j1_only', enabled: boolean) => {
    const response = await api()
      .put(`/settings/${setting}`)
      .set(auth(name))
      .send({ [setting]: enabled });
    expect(response.status).toBe(200);
    await t.projected('user-settings', response.body.checkpoint);
  };
  const directJobs = (query: Partial<Parameters<JobListings['searchJobs']>[0]>) =>
    listings.searchJobs({ company_names: [], date_posted: 'all', limit: 1000, now: new Date(), ...query });
  const expectBadRequest = (response: Response, loc: (string | number)[]) => {
    expect(response.status).toBe(400);
    expect(response.body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ loc })]));
  };

  beforeAll(async () => {
    t = await startInProcessApp({ DIRECTORY_PRELOAD: 'true' });
    for (const name of ['ada', 'bob', 'cy', 'dee']) {
      ({ userId: ids[name], token: tokens[name] } = await t.register(`${name}@example.com`));
    }
    listings = t.app.get<JobListings>(JOB_LISTINGS);
    const directory = t.app.get<CompanyDirectory>(COMPANY_DIRECTORY);
    const sample = await directJobs({});
    const jobsPerCompany = new Map<string, number>();
    for (const job of sample)
      jobsPerCompany.set(job.company_name, (jobsPerCompany.get(job.company_name) ?? 0) + 1);
    const names = [...jobsPerCompany.keys()].filter((name) => jobsPerCompany.get(name)! >= 2);
    const known = await directory.companiesByName(names);
    const pick = (test: (company: DirectoryCompany) => boolean) => {
      const company = known.find(test);
      if (!company) throw new Error('The demo directory has no company with postings of this kind.');
      return company;
    };
    h1bSponsor = pick((c) => c.sponsors_h1b && !c.sponsors_j1);
    j1Sponsor = pick((c) => c.sponsors_j1 && !c.sponsors_h1b);
    nonSponsor = pick((c) => !c.sponsors_h1b && !c.sponsors_j1);
    someCompanies = names.slice(0, 12);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses every call without a signed-in user', async () => {
    const calls = [
      api().post('/jobsearch/fetch-jobs').send({}),
      api().get('/jobsearch/fetch-selected-jobs'),
      api()
        .post('/jobsearch/update-selected-jobs')
        .send({ jobs: [{ company_name: 'A', job_title: 'B' }] }),
      api().delete('/jobsearch/delete-selected-job').send({ company_name: 'A', job_title: 'B' }),
    ];
    for (const call of calls) expect((await call).status).toBe(401);
  });

  it('finds the jobs of the companies named in a list, and refuses them as a comma-separated text', async () => {
    const names = [h1bSponsor.company_name, nonSponsor.company_name];
    const expected = await directJobs({ company_names: names });
    const fromString = await fetchJobs('ada', { company_names: [` ${names[0]}`, ' ', lower(names[1]), ''] });
    const asText = await api()
      .post('/jobsearch/fetch-jobs')
      .set(auth('ada'))
      .send({ company_names: names.join(',') });
    expect(asText.status).toBe(400);
    expect(asText.body.detail).toEqual([
      { loc: ['company_names'], msg: 'company_names must be a list of company names' },
    ]);
    const fromList = await fetchJobs('ada', { company_names: [names[0], '', names[1], names[0]] });

    expect(fromString.total).toBe(expected.length);
    expect(new Set(fromString.scored_jobs.map((job) => job.company_name))).toEqual(new Set(names));
    expect(fromString.scored_jobs.map((job) => job.job_id).sort()).toEqual(
      expected
        .map((job) => job.job_id)
        .slice(0, 200)
        .sort(),
    );
    expect(fromList.scored_jobs.map((job) => job.job_id)).toEqual(
      fromString.scored_jobs.map((job) => job.job_id),
    );
    expect(fromString).toMatchObject({ threshold: 8, filtered_out: { h1b: 0, j1: 0 }, demo: true });
    const posting = expected.find((job) => job.job_id === fromString.scored_jobs[0].job_id)!;
    expect(fromString.scored_jobs[0]).toEqual({
      job_id: posting.job_id,
      company_name: posting.company_name,
      job_title: posting.job_title,
      job_link: posting.job_link,
      company_url: posting.company_url,
      location: posting.location,
      // Demo postings age with the clock (posted_at is shifted by the time since the directory was loaded), so
      // the listings' answer and ours, a few milliseconds apart, differ by those milliseconds.
      posted_at: expect.any(String),
      source: 'demo',
      score: expect.any(Number),
      matches: expect.any(Object),
      below_threshold: expect.any(Boolean),
      selected: false,
    });
    expect(
      Math.abs(Date.parse(fromString.scored_jobs[0].posted_at) - Date.parse(posting.posted_at)),
    ).toBeLessThan(60_000);
  });

  it('finds jobs by title words and location, scoring the searched title', async () => {
    const [sampleJob] = await directJobs({ company_names: [h1bSponsor.company_name] });
    const word = sampleJob.job_title.split(/\s+/).find((part) => part.length > 3) ?? sampleJob.job_title;
    const byTitle = await fetchJobs('ada', { job_title: word });
    expect(byTitle.total).toBeGreaterThan(0);
    expect(byTitle.scored_jobs.length).toBeLessThanOrEqual(200);
    for (const job of byTitle.scored_jobs) expect(lower(job.job_title)).toContain(lower(word));
    // The searched title is one of the profile's target titles, so titles that contain it score above zero.
    expect(byTitle.scored_jobs[0].score).toBeGreaterThan(0);
    // ada has no resume: a title-only match reads as a partial fit (5 of 10 at most), never a perfect one.
    for (const job of byTitle.scored_jobs) expect(job.score).toBeLessThanOrEqual(5);
    // …and the answer says so, for the screen to explain.
    expect(byTitle.profile_known).toBe(false);
    expect(Object.keys(byTitle.scored_jobs[0].matches)).toEqual(expect.arrayContaining(['job_title']));

    const place = sampleJob.location.split(',')[0].trim();
    const byPlace = await fetchJobs('ada', { location: place, company_names: someCompanies });
    expect(byPlace.total).toBeGreaterThan(0);
    for (const job of byPlace.scored_jobs) expect(lower(job.location)).toContain(lower(place));
  });

  it('filters by seniority level and date posted as the listings do', async () => {
    const idsOf = (body: FetchJobsBody) => body.scored_jobs.map((job) => job.job_id).sort();
    const senior = await fetchJobs('ada', { company_names: someCompanies, seniority_level: 'Senior' });
    const junior = await fetchJobs('ada', { company_names: someCompanies, seniority_level: 'Junior' });
    const any = await fetchJobs('ada', { company_names: someCompanies, seniority_level: 'Any' });
    const expectedSenior = await directJobs({ company_names: someCompanies, seniority: 'senior' });
    expect(idsOf(senior)).toEqual(
      expectedSenior
        .map((job) => job.job_id)
        .slice(0, 200)
        .sort(),
    );
    expect(idsOf(senior).filter((id) => idsOf(junior).includes(id))).toEqual([]);
    expect(any.total).toBeGreaterThanOrEqual(senior.total + junior.total);

    const now = Date.now();
    const totals: number[] = [];
    for (const [date_posted, days] of [
      ['Today', 1],
      ['3 Days', 3],
      ['Past Week', 7],
      ['Past Month', 31],
      ['All', Infinity],
    ] as const) {
      const body = await fetchJobs('ada', { company_names: someCompanies, date_posted });
      for (const job of body.scored_jobs) {
        expect(now - Date.parse(job.posted_at)).toBeLessThanOrEqual(days * DAY_MS + 60_000);
      }
      totals.push(body.total);
    }
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    expect(totals[3]).toBeLessThan(totals[4]);
  });

  it('sorts by score, newest first among equal scores, and marks jobs under the user’s threshold', async () => {
    const [sampleJob] = await directJobs({ company_names: someCompanies });
    const body = await fetchJobs('bob', { job_title: sampleJob.job_title.split(/\s+/)[0] });
    const noTitle = await fetchJobs('bob', { company_names: someCompanies });
    for (const { scored_jobs } of [body, noTitle]) {
      for (let index = 1; index < scored_jobs.length; index++) {
        const [before, after] = [scored_jobs[index - 1], scored_jobs[index]];
        expect(before.score).toBeGreaterThanOrEqual(after.score);
        if (before.score === after.score) {
          expect(Date.parse(before.posted_at)).toBeGreaterThanOrEqual(Date.parse(after.posted_at));
        }
      }
    }
    for (const job of body.scored_jobs) {
      expect(job.score).toBeGreaterThanOrEqual(0);
      expect(job.score).toBeLessThanOrEqual(10);
      expect(job.below_threshold).toBe(job.score < 8);
    }

    const lowered = await api().put('/settings/autopilot').set(auth('bob')).send({ job_score_threshold: 1 });
    expect(lowered.status).toBe(200);
    await t.projected('user-settings', lowered.body.checkpoint);
    const again = await fetchJobs('bob', { company_names: someCompanies });
    expect(again.threshold).toBe(1);
    for (const job of again.scored_jobs) expect(job.below_threshold).toBe(job.score < 1);
  });

  it('drops jobs of companies not known to sponsor when H1B only or J1 only is on', async () => {
    const names = [h1bSponsor.company_name, j1Sponsor.company_name, nonSponsor.company_name];
    const countOf = async (name: string) => (await directJobs({ company_names: [name] })).length;
    const [h1bJobs, j1Jobs, otherJobs] = await Promise.all(names.map(countOf));
    const companiesOf = (body: FetchJobsBody) => [
      ...new Set(body.scored_jobs.map((job) => job.company_name)),
    ];

    await toggle('cy', 'h1b_only', true);
    const h1bOnly = await fetchJobs('cy', { company_names: names });
    expect(companiesOf(h1bOnly)).toEqual([h1bSponsor.company_name]);
    expect(h1bOnly.total).toBe(h1bJobs);
    expect(h1bOnly.filtered_out).toEqual({ h1b: j1Jobs + otherJobs, j1: 0 });

    await toggle('cy', 'h1b_only', false);
    await toggle('cy', 'j1_only', true);
    const j1Only = await fetchJobs('cy', { company_names: names });
    expect(companiesOf(j1Only)).toEqual([j1Sponsor.company_name]);
    expect(j1Only.filtered_out).toEqual({ h1b: 0, j1: h1bJobs + otherJobs });

    await toggle('cy', 'h1b_only', true);
    const both = await fetchJobs('cy', { company_names: names });
    expect(both.scored_jobs).toEqual([]);
    expect(both.filtered_out).toEqual({ h1b: j1Jobs + otherJobs, j1: h1bJobs + otherJobs });

    // A company the directory does not know is not known to sponsor either.
    const unknown = await fetchJobs('cy', { company_names: ['No Such Company Anywhere'] });
    expect(unknown).toMatchObject({ scored_jobs: [], total: 0, filtered_out: { h1b: 0, j1: 0 } });

    await toggle('cy', 'h1b_only', false);
    await toggle('cy', 'j1_only', false);
    const off = await fetchJobs('cy', { company_names: names });
    expect(off.total).toBe(h1bJobs + j1Jobs + otherJobs);
    expect(off.filtered_out).toEqual({ h1b: 0, j1: 0 });
  });

  it('answers an empty list, not an error, when nothing matches', async () => {
    const body = await fetchJobs('ada', {
      job_title: 'Zzyzx Quuxologist',
      company_names: ['No Such Company'],
    });
    expect(body).toMatchObject({ scored_jobs: [], total: 0, threshold: 8, filtered_out: { h1b: 0, j1: 0 } });
  });

  it('marks the caller’s saved jobs as selected in later searches', async () => {
    const search = { company_names: [nonSponsor.company_name] };
    const before = await fetchJobs('ada', search);
    expect(before.scored_jobs.every((job) => !job.selected)).toBe(true);
    const chosen = before.scored_jobs[0];
    const saved = await saveJobs('ada', [
      { company_name: chosen.company_name, job_title: chosen.job_title, company_url: chosen.company_url },
    ]);
    expect(saved.status).toBe(200);

    const after = await fetchJobs('ada', search);
    for (const job of after.scored_jobs) {
      const samePair =
        lower(job.job_title) === lower(chosen.job_title) &&
        lower(job.company_name) === lower(chosen.company_name);
      expect(job.selected).toBe(samePair);
    }
    // Another user's saved jobs are not the caller's.
    expect((await fetchJobs('bob', search)).scored_jobs.some((job) => job.selected)).toBe(false);

    await deleteJob('ada', { job_title: chosen.job_title, company_name: chosen.company_name });
    expect((await fetchJobs('ada', search)).scored_jobs.some((job) => job.selected)).toBe(false);
  });

  it('saves, lists newest first and deletes saved jobs, the pair taken from the body or the query string', async () => {
    const first = await saveJobs('dee', [{ company_name: 'Acme Analytics', job_title: 'Data Analyst' }]);
    expect(first.status).toBe(200);
    expect(first.body.jobs_selected).toEqual([
      {
        company_name: 'Acme Analytics',
        job_title: 'Data Analyst',
        company_url: '',
        saved_at: expect.any(String),
      },
    ]);
    const second = await saveJobs('dee', [
      { company_name: 'Beta Bank', job_title: 'Risk Engineer', company_url: 'https://beta-bank.example' },
    ]);
    expect(second.body.jobs_selected.map((job: SavedJobBody) => job.job_title)).toEqual([
      'Risk Engineer',
      'Data Analyst',
    ]);
    const listed = await savedJobs('dee');
    expect(listed).toEqual(second.body.jobs_selected);
    expect(Date.parse(listed[0].saved_at)).toBeGreaterThanOrEqual(Date.parse(listed[1].saved_at));

    const byBody = await deleteJob('dee', { job_title: 'data analyst', company_name: 'ACME ANALYTICS' });
    expect(byBody.status).toBe(200);
    expect(byBody.body).toMatchObject({ deleted: true });
    expect((await savedJobs('dee')).map((job) => job.job_title)).toEqual(['Risk Engineer']);

    const byQuery = await deleteJob(
      'dee',
      { job_title: 'Risk Engineer', company_name: 'Beta Bank' },
      'query',
    );
    expect(byQuery.status).toBe(200);
    expect(await savedJobs('dee')).toEqual([]);
    expect((await t.store.readStream(`savedjobs-${ids.dee}`)).map((event) => event.type)).toEqual([
      'JobSaved',
      'JobSaved',
      'JobRemoved',
      'JobRemoved',
    ]);
  });

  it('saves a job once however often and in whatever case it is saved', async () => {
    await saveJobs('bob', [{ company_name: 'Gamma Health', job_title: 'Nurse Educator' }]);
    const again = await saveJobs('bob', [
      { company_name: 'gamma health', job_title: 'NURSE EDUCATOR', company_url: 'https://other.example' },
      { company_name: 'Gamma Health', job_title: 'Nurse Educator' },
    ]);
    expect(again.status).toBe(200);
    expect(again.body.jobs_selected).toEqual([
      expect.objectContaining({ job_title: 'Nurse Educator', company_url: '' }),
    ]);
    expect(await savedJobs('bob')).toHaveLength(1);
    expect((await t.store.readStream(`savedjobs-${ids.bob}`)).map((event) => event.type)).toEqual([
      'JobSaved',
    ]);
  });

  it('saves from several tabs at once without losing or doubling a job', async () => {
    const pairs = [
      { company_name: 'Omega Labs', job_title: 'Data Engineer' },
      { company_name: 'Omega Labs', job_title: 'Analytics Engineer' },
      { company_name: 'Sigma Bank', job_title: 'Data Engineer' },
      { company_name: 'Sigma Bank', job_title: 'Risk Analyst' },
      { company_name: 'Sigma Bank', job_title: 'Platform Engineer' },
      { company_name: 'Omega Labs', job_title: 'ML Engineer' },
    ];
    // Each job from two tabs (one in other case and spacing), all twelve requests at once.
    const requests = pairs.flatMap((pair) => [
      api()
        .post('/jobsearch/update-selected-jobs')
        .set(auth('cy'))
        .send({ jobs: [pair] }),
      api()
        .post('/jobsearch/update-selected-jobs')
        .set(auth('cy'))
        .send({
          jobs: [
            {
              company_name: ` ${pair.company_name.toUpperCase()} `,
              job_title: pair.job_title.replace(' ', '  '),
            },
          ],
        }),
    ]);
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    for (const response of responses) await t.projected('saved-jobs', response.body.checkpoint);
    const events = await t.store.readStream(`savedjobs-${ids.cy}`);
    const savedKeys = events
      .filter((event) => event.type === 'JobSaved')
      .map((event) => (event.data as { jobKey: string }).jobKey)
      .filter((key) => key.endsWith('|omega labs') || key.endsWith('|sigma bank'));
    expect(savedKeys.sort()).toEqual(
      [
        'analytics engineer|omega labs',
        'data engineer|omega labs',
        'ml engineer|omega labs',
        'data engineer|sigma bank',
        'platform engineer|sigma bank',
        'risk analyst|sigma bank',
      ].sort(),
    );
    const listed = (await savedJobs('cy')).filter((job) =>
      ['omega labs', 'sigma bank'].includes(lower(job.company_name.trim())),
    );
    expect(listed).toHaveLength(6);
  });

  it('answers a retried delete under the same Idempotency-Key as the first time', async () => {
    await saveJobs('cy', [{ company_name: 'Delta Labs', job_title: 'Lab Tech' }]);
    const pair = { company_name: 'Delta Labs', job_title: 'Lab Tech' };
    const call = () =>
      api()
        .delete('/jobsearch/delete-selected-job')
        .set(auth('cy'))
        .set('Idempotency-Key', 'del-1')
        .send(pair);
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    expect((await deleteJob('cy', pair)).status).toBe(404);
  });

  it('refuses to delete a job that is not saved with the spec’s message', async () => {
    const response = await deleteJob('ada', { job_title: 'Never Saved', company_name: 'Nowhere Inc' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ detail: 'Job not found in saved jobs.' });
  });

  it('keeps each user’s saved jobs to themselves', async () => {
    await saveJobs('ada', [{ company_name: 'Epsilon Media', job_title: 'Editor' }]);
    expect((await savedJobs('bob')).some((job) => job.company_name === 'Epsilon Media')).toBe(false);
    const foreign = await deleteJob('bob', { job_title: 'Editor', company_name: 'Epsilon Media' });
    expect(foreign.status).toBe(404);
    expect((await savedJobs('ada')).map((job) => job.company_name)).toContain('Epsilon Media');
  });

  it('keeps at most 500 saved jobs', async () => {
    const batch = (from: number) =>
      Array.from({ length: 100 }, (_, index) => ({
        company_name: 'Zeta Corp',
        job_title: `Role ${from + index}`,
      }));
    for (let from = 0; from < 500; from += 100) expect((await saveJobs('dee', batch(from))).status).toBe(200);
    const over = await saveJobs('dee', [{ company_name: 'Zeta Corp', job_title: 'One More' }]);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ field: 'jobs' });
    expect(await savedJobs('dee')).toHaveLength(500);
    // Saving a job already saved changes nothing, so it is still fine at the limit.
    expect((await saveJobs('dee', [{ company_name: 'Zeta Corp', job_title: 'Role 7' }])).status).toBe(200);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const fetch = (body: unknown) =>
      api()
        .post('/jobsearch/fetch-jobs')
        .set(auth('ada'))
        .send(body as object);
    expectBadRequest(await fetch({ seniority_level: 'Mid' }), ['seniority_level']);
    expectBadRequest(await fetch({ date_posted: 'Yesterday' }), ['date_posted']);
    expectBadRequest(await fetch({ job_title: 'x'.repeat(201) }), ['job_title']);
    expectBadRequest(await fetch({ location: 'x'.repeat(201) }), ['location']);
    expectBadRequest(await fetch({ company_names: 42 }), ['company_names']);
    expectBadRequest(await fetch({ company_names: ['Acme', 7] }), ['company_names', 1]);

    const update = (body: unknown) =>
      api()
        .post('/jobsearch/update-selected-jobs')
        .set(auth('ada'))
        .send(body as object);
    expectBadRequest(await update({ jobs: [] }), ['jobs']);
    expectBadRequest(await update({}), ['jobs']);
    expectBadRequest(await update({ jobs: [{ company_name: 'Acme' }] }), ['jobs', 0, 'job_title']);
    expectBadRequest(await update({ jobs: [{ job_title: 'Analyst', company_name: '  ' }] }), [
      'jobs',
      0,
      'company_name',
    ]);

    expectBadRequest(await deleteJob('ada', { job_title: 'Analyst' }), ['company_name']);
    expectBadRequest(await deleteJob('ada', { company_name: 'Acme' }, 'query'), ['job_title']);
  });
});
