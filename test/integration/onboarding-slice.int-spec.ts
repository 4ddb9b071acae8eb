import { TOUR_STEPS, tourRoute, type TourStep } from '@outreach/backend/onboarding/tour-steps.contract';
import { appWithUsers } from './testing/app-with-users';
import { firstPush } from './testing/in-process-app';

/** The onboarding slice in one process: HTTP → command → log → projector → read model → socket push. */
describe('onboarding slice', () => {
  const { app, ids, tokens, api, as } = appWithUsers(['ada', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus']);
  const visible = (checkpoint: string) => app().projected('onboarding-status', checkpoint);
  const status = (name: string) => as(name, api().get('/onboarding/status'));
  const complete = (name: string, body: object) => as(name, api().post('/onboarding/complete')).send(body);
  const tourEvents = async (name: string) => app().store.readStream(`onboarding-${ids[name]}`);

  /** Completes every step of the route from the current one up to (not including) `until`. */
  async function walk(name: string, path: 'jobs' | 'contacts', until: TourStep): Promise<string> {
    const route = tourRoute(path);
    let checkpoint = '';
    for (const step of route.slice(route.indexOf((await status(name)).body.step), route.indexOf(until))) {
      const choice =
        step === 'CHOOSE_PATH' ? (path === 'jobs' ? 'CHOOSE_PATH_JOBS' : 'CHOOSE_PATH_CONTACTS') : undefined;
      const response = await complete(name, { step, choice });
      expect(response.status).toBe(200);
      checkpoint = response.body.checkpoint;
      await visible(checkpoint);
    }
    return checkpoint;
  }

  it('refuses anonymous callers with 401 on every onboarding call', async () => {
    const calls = [
      () => api().get('/onboarding/status'),
      () => api().post('/onboarding/complete').send({ step: 'START' }),
      () => api().post('/onboarding/skip'),
      () => api().post('/onboarding/restart'),
      () => api().post('/onboarding/minimize'),
      () => api().post('/onboarding/show'),
    ];
    for (const call of calls) expect((await call()).status).toBe(401);
  });

  it('shows a user who never touched the tour at START with the steps every route has', async () => {
    const response = await status('ada');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      step: 'START',
      path: null,
      skipped: false,
      minimized: false,
      completed: false,
      steps: tourRoute(null),
    });
    expect(await tourEvents('ada')).toEqual([]);
  });

  it('completes the current step, answers the new status and shows it once projected', async () => {
    const response = await complete('ada', { step: 'START' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      step: 'AWAITING_RESUME',
      path: null,
      skipped: false,
      minimized: false,
      completed: false,
      steps: tourRoute(null),
      checkpoint: expect.any(String),
    });
    await visible(response.body.checkpoint);
    expect((await status('ada')).body).toMatchObject({ step: 'AWAITING_RESUME' });
    const [event] = await tourEvents('ada');
    expect(event).toMatchObject({
      type: 'TourStepCompleted',
      data: { userId: ids.ada, step: 'START', next: 'AWAITING_RESUME' },
      metadata: { actorUserId: ids.ada },
    });
    expect(event.data).not.toHaveProperty('choice');
  });

  it('refuses a step that is not the current one with a 409 naming the current step, and records nothing', async () => {
    const before = await tourEvents('ada');
    for (const step of ['START', 'AWAITING_LINKEDIN', 'DONE']) {
      const response = await complete('ada', { step });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        code: 'ONBOARDING.NOT_CURRENT_STEP',
        detail: 'step: the current step is AWAITING_RESUME',
        field: 'step',
      });
    }
    expect(await tourEvents('ada')).toEqual(before);
  });

  it.each([
    ['an unknown step name', { step: 'FINISH_LINE' }, 'step', `step must be one of ${TOUR_STEPS.join(', ')}`],
    ['a lower-case step name', { step: 'start' }, 'step', `step must be one of ${TOUR_STEPS.join(', ')}`],
    ['a number as the step', { step: 3 }, 'step', 'step must be text'],
    ['a list as the step', { step: ['START'] }, 'step', 'step must be text'],
    ['no step', {}, 'step', 'step is required'],
    [
      'an unknown choice',
      { step: 'CHOOSE_PATH', choice: 'CHOOSE_PATH_BOTH' },
      'choice',
      'choice must be one of CHOOSE_PATH_JOBS, CHOOSE_PATH_CONTACTS',
    ],
    ['a boolean as the choice', { step: 'CHOOSE_PATH', choice: true }, 'choice', 'choice must be text'],
  ])('refuses %s with a 400 naming the field', async (_, body, field, msg) => {
    const before = await tourEvents('bob');
    const response = await complete('bob', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'REQUEST.VALIDATION', detail: [{ loc: [field], msg }] });
    expect(await tourEvents('bob')).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await as('bob', api().post('/onboarding/complete'))
      .set('Content-Type', 'application/json')
      .send('{"step": ');
    expect(response.status).toBe(400);
  });

  it('refuses a choice at any step but CHOOSE_PATH, and CHOOSE_PATH without one, naming choice', async () => {
    const early = await complete('bob', { step: 'START', choice: 'CHOOSE_PATH_JOBS' });
    expect(early.status).toBe(422);
    expect(early.body).toEqual({
      code: 'ONBOARDING.CHOICE_NOT_ALLOWED',
      detail: 'choice: only allowed at CHOOSE_PATH',
      field: 'choice',
    });

    await walk('bob', 'jobs', 'CHOOSE_PATH');
    const missing = await complete('bob', { step: 'CHOOSE_PATH' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      code: 'ONBOARDING.CHOICE_REQUIRED',
      detail: 'choice: required at CHOOSE_PATH, one of CHOOSE_PATH_JOBS, CHOOSE_PATH_CONTACTS',
      field: 'choice',
    });
    const nullChoice = await complete('bob', { step: 'CHOOSE_PATH', choice: null });
    expect(nullChoice.body).toMatchObject({ code: 'ONBOARDING.CHOICE_REQUIRED' });
    expect((await status('bob')).body).toMatchObject({ step: 'CHOOSE_PATH', path: null });
  });

  it('walks the contacts route to DONE, after which the tour is completed and refuses more', async () => {
    await walk('cy', 'contacts', 'CHOOSE_PATH');
    const chosen = await complete('cy', { step: 'CHOOSE_PATH', choice: 'CHOOSE_PATH_CONTACTS' });
    expect(chosen.body).toMatchObject({
      step: 'CONTACTS_START',
      path: 'contacts',
      steps: tourRoute('contacts'),
    });
    await visible(chosen.body.checkpoint);
    const last = await walk('cy', 'contacts', 'DONE');

    await visible(last);
    expect((await status('cy')).body).toEqual({
      step: 'DONE',
      path: 'contacts',
      skipped: false,
      minimized: false,
      completed: true,
      steps: tourRoute('contacts'),
    });
    const steps = (await tourEvents('cy')).map((event) => (event.data as { step: string }).step);
    expect(steps).toEqual(tourRoute('contacts').slice(0, -1));

    for (const call of [
      () => complete('cy', { step: 'DONE' }),
      () => as('cy', api().post('/onboarding/skip')),
    ]) {
      const refused = await call();
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'ONBOARDING.COMPLETED' });
    }
  });

  it('skips the tour where it is, refuses completing afterwards, and a second skip records nothing', async () => {
    await complete('dee', { step: 'START' });
    const skipped = await as('dee', api().post('/onboarding/skip'));
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ step: 'AWAITING_RESUME', skipped: true, completed: false });
    await visible(skipped.body.checkpoint);
    expect((await status('dee')).body).toMatchObject({ step: 'AWAITING_RESUME', skipped: true });

    const refused = await complete('dee', { step: 'AWAITING_RESUME' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ONBOARDING.SKIPPED', field: 'step' });

    const again = await as('dee', api().post('/onboarding/skip'));
    expect(again.status).toBe(200);
    expect(again.body.checkpoint).toBe(skipped.body.checkpoint);
    expect((await tourEvents('dee')).map((event) => event.type)).toEqual([
      'TourStepCompleted',
      'TourSkipped',
    ]);
    expect((await tourEvents('dee'))[1].data).toEqual({ userId: ids.dee, atStep: 'AWAITING_RESUME' });
  });

  it('restarts a skipped or finished tour at START, forgetting the path', async () => {
    const restarted = await as('dee', api().post('/onboarding/restart'));
    expect(restarted.status).toBe(200);
    expect(restarted.body).toEqual({
      step: 'START',
      path: null,
      skipped: false,
      minimized: false,
      completed: false,
      steps: tourRoute(null),
      checkpoint: expect.any(String),
    });
    await visible(restarted.body.checkpoint);
    expect((await status('dee')).body).toMatchObject({ step: 'START', skipped: false });

    const finished = await as('cy', api().post('/onboarding/restart'));
    await visible(finished.body.checkpoint);
    expect((await status('cy')).body).toMatchObject({ step: 'START', path: null, completed: false });
    expect((await complete('cy', { step: 'START' })).status).toBe(200);
  });

  it('answers a restart of an untouched tour with its status and records nothing', async () => {
    const response = await as('fay', api().post('/onboarding/restart'));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ step: 'START', skipped: false, checkpoint: '' });
    expect(await tourEvents('fay')).toEqual([]);
  });

  it('applies a completion once per idempotency key, answering the retry as the first', async () => {
    const send = () => complete('fay', { step: 'START' }).set('Idempotency-Key', 'fay-start-1');
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await tourEvents('fay')).toHaveLength(1);
  });

  it('keeps a minimized tour minimized on every later read and step until shown, and a skip ends it', async () => {
    const minimized = await as('gus', api().post('/onboarding/minimize'));
    expect(minimized.status).toBe(200);
    expect(minimized.body).toMatchObject({ step: 'START', minimized: true });
    await visible(minimized.body.checkpoint);
    // What a reload or another device reads.
    expect((await status('gus')).body).toMatchObject({ step: 'START', minimized: true });

    const stepped = await complete('gus', { step: 'START' });
    await visible(stepped.body.checkpoint);
    expect((await status('gus')).body).toMatchObject({ step: 'AWAITING_RESUME', minimized: true });

    const again = await as('gus', api().post('/onboarding/minimize'));
    expect(again.body.checkpoint).toBe(stepped.body.checkpoint);

    const shown = await as('gus', api().post('/onboarding/show'));
    expect(shown.status).toBe(200);
    await visible(shown.body.checkpoint);
    expect((await status('gus')).body).toMatchObject({ step: 'AWAITING_RESUME', minimized: false });
    expect((await tourEvents('gus')).map((event) => event.type)).toEqual([
      'TourMinimized',
      'TourStepCompleted',
      'TourShown',
    ]);

    await as('gus', api().post('/onboarding/skip'));
    const refused = await as('gus', api().post('/onboarding/minimize'));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ONBOARDING.SKIPPED' });
  });

  it("keeps each user's tour to themselves", async () => {
    await visible(await app().newestPosition());
    expect((await status('eve')).body).toMatchObject({ step: 'START', skipped: false });
    expect((await status('ada')).body).toMatchObject({ step: 'AWAITING_RESUME' });
    expect((await status('dee')).body).toMatchObject({ step: 'START' });
  });

  it("pushes onboarding-status changes only to the changed user's sockets", async () => {
    await visible(await app().newestPosition());
    const { pushes: evePushes } = await app().connect(tokens.eve);
    const { pushes: adaPushes } = await app().connect(tokens.ada);

    const response = await complete('eve', { step: 'START' });
    await visible(response.body.checkpoint);
    const push = await firstPush(evePushes, 'onboarding-status');
    // The other user's socket would have had its push by now, had the runner sent one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(push).toMatchObject({ keys: [ids.eve] });
    expect(push!.checkpoint >= response.body.checkpoint).toBe(true);
    expect(adaPushes.filter((batch) => batch.projection === 'onboarding-status')).toEqual([]);
  });

  it('shows the tour events in the admin audit of the user, in words', async () => {
    const admin = await app().register('admin@example.com');
    const history = await api()
      .get(`/api/admin/users/${ids.dee}/history`)
      .set('Authorization', `Bearer ${admin.token}`);
    expect(history.status).toBe(200);
    const summaries = (history.body.items as { summary: string }[]).map((item) => item.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Completed tour step START',
        'Skipped the tour at AWAITING_RESUME',
        'Restarted the tour',
      ]),
    );
  });
});
