import {
  nextStep,
  onboardingStatusView,
  pathOfChoice,
  TOUR_CHECK_MESSAGES,
  TOUR_CHOICES,
  TOUR_NO_CONTACTS_MESSAGE,
  type TourChoice,
  type TourPath,
  type TourStep,
} from '@outreach/backend/onboarding/tour-steps.contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signedInAs } from '../../testing/render-with-providers';
import { pushProjection } from '../../testing/socket-mock';
import { reportTourAction, type TourAction } from '../../lib/tour-actions';
import { useRestartTour } from './use-restart-tour';

interface TourState {
  step: TourStep;
  path: TourPath | null;
  skipped: boolean;
  minimized: boolean;
}

/** The onboarding calls as the server answers them, over a tour state a test may move (another tab). */
function tourServer(initial: Partial<TourState> = {}) {
  const tour = {
    state: { step: 'START', path: null, skipped: false, minimized: false, ...initial } as TourState,
    completions: [] as { step: string; choice?: string }[],
    skips: 0,
    restarts: 0,
    minimizes: 0,
    shows: 0,
  };
  let checkpoint = 0;
  const answer = () =>
    HttpResponse.json({ ...onboardingStatusView(tour.state), checkpoint: String(++checkpoint) });
  server.use(
    http.get('/onboarding/status', () => HttpResponse.json(onboardingStatusView(tour.state))),
    http.post('/onboarding/complete', async ({ request }) => {
      const body = (await request.json()) as { step: TourStep; choice?: TourChoice };
      tour.completions.push(body);
      if (body.step !== tour.state.step) {
        return HttpResponse.json(
          {
            code: 'ONBOARDING.NOT_CURRENT_STEP',
            detail: `step: the current step is ${tour.state.step}`,
            field: 'step',
          },
          { status: 409 },
        );
      }
      const path =
        body.choice && TOUR_CHOICES.includes(body.choice) ? pathOfChoice(body.choice) : tour.state.path;
      tour.state = { ...tour.state, path, step: nextStep(body.step, path)! };
      return answer();
    }),
    http.post('/onboarding/skip', () => {
      tour.skips += 1;
      tour.state = { ...tour.state, skipped: true };
      return answer();
    }),
    http.post('/onboarding/restart', () => {
      tour.restarts += 1;
      tour.state = { step: 'START', path: null, skipped: false, minimized: false };
      return answer();
    }),
    http.post('/onboarding/minimize', () => {
      tour.minimizes += 1;
      tour.state = { ...tour.state, minimized: true };
      return answer();
    }),
    http.post('/onboarding/show', () => {
      tour.shows += 1;
      tour.state = { ...tour.state, minimized: false };
      return answer();
    }),
  );
  return tour;
}

/** The user's settings as the tour reads them; `resume` and `linkedinData` may change during a test. */
function profileServer(profile: { resume?: boolean; linkedinData?: object | null } = {}) {
  const state = { resume: false, linkedinData: null as object | null, ...profile, saved: [] as unknown[] };
  server.use(
    http.get('/resume/status', () =>
      HttpResponse.json({ resume_exists: state.resume, file_name: state.resume ? 'cv.pdf' : null }),
    ),
    http.get('/settings/lite', () =>
      HttpResponse.json({ linkedin_profile: null, linkedin_data: state.linkedinData, plan_name: 'Free' }),
    ),
    http.put('/settings/linkedin_profile', async ({ request }) => {
      const body = (await request.json()) as { linkedin_profile: string };
      state.saved.push(body);
      return HttpResponse.json({
        linkedin_profile: body.linkedin_profile,
        linkedin_data_fetched: false,
        prompt: '',
      });
    }),
  );
  return state;
}

// The walk opens real screens (lazily loaded, the Outgoing page with its charts): on a busy machine a screen's first
// load takes longer than the default wait.
const tourCard = (name: string | RegExp) => screen.findByRole('dialog', { name }, { timeout: 10_000 });

/** A screen reports what the user did. */
const report = (action: TourAction) => act(() => reportTourAction(action));

const WAITING_HINT = 'The tour moves on once you have done this.';

function renderSignedIn(route = '/dashboard') {
  signedInAs();
  return renderWithProviders(null, { route });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('guided tour overlay', () => {
  it('walks from the welcome card through the jobs path to the end, then closes', async () => {
    const tour = tourServer();
    profileServer({ resume: true });
    // The screens the card's links open read these.
    server.use(
      http.get('/jobsearch/fetch-selected-jobs', () => HttpResponse.json({ jobs_selected: [] })),
      http.get('/contacts/list', () => HttpResponse.json({ contacts: [], total: 0, page: 1, limit: 10 })),
    );
    const { user } = renderSignedIn();

    const welcome = await tourCard('Welcome! Let’s get you set up');
    expect(welcome).toHaveAttribute('aria-modal', 'false');
    // The route's length is not known before the path is chosen: no total that would change later.
    expect(within(welcome).getByText('Getting started · Step 1')).toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Start' }));

    // A resume is already on file: the resume step completes by itself.
    const linkedin = await tourCard('Add your LinkedIn profile');
    await user.type(
      within(linkedin).getByLabelText('LinkedIn profile URL'),
      'https://www.linkedin.com/in/ada',
    );
    await user.click(within(linkedin).getByRole('button', { name: 'Save and continue' }));

    const choose = await tourCard('What would you like to do first?');
    await user.click(within(choose).getByRole('button', { name: 'Find jobs' }));

    const jobs = await tourCard('Find jobs');
    expect(within(jobs).getByText('Getting started · Step 5 of 16')).toBeInTheDocument();
    // No Next: opening the screen is the step's action.
    expect(within(jobs).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(jobs).getByText(WAITING_HINT)).toBeInTheDocument();
    expect(within(jobs).queryByText(/not available yet/)).not.toBeInTheDocument();
    await user.click(within(jobs).getByRole('link', { name: 'Open Search Jobs' }));

    const search = await tourCard('Search for a job title');
    report({ type: 'jobs-searched', jobTitle: ' ' });
    expect(await within(search).findByRole('alert')).toHaveTextContent(TOUR_CHECK_MESSAGES.jobTitle);
    report({ type: 'jobs-searched', jobTitle: 'Data Analyst' });

    await tourCard('Pick jobs');
    report({ type: 'jobs-loaded', count: 12 });
    report({ type: 'jobs-selected', count: 1 });

    const save = await tourCard('Save your jobs');
    report({ type: 'jobs-saved', count: 0 });
    expect(await within(save).findByRole('alert')).toHaveTextContent(TOUR_CHECK_MESSAGES.saveJobs);
    report({ type: 'jobs-saved', count: 1 });

    const outgoing = await tourCard('Go to Outgoing Messages');
    await user.click(within(outgoing).getByRole('link', { name: 'Open Outgoing Messages' }));
    await tourCard('Generate a message');
    report({ type: 'message-generated' });
    await tourCard('Review your drafts');
    report({ type: 'drafts-viewed' });

    const contacts = await tourCard('Go to Contacts');
    await user.click(within(contacts).getByRole('link', { name: 'Open Contacts' }));
    await tourCard('Open a contact');
    report({ type: 'contact-selected', contactId: 'c1' });
    await tourCard('See the conversation');
    report({ type: 'conversation-viewed', contactId: 'c1' });

    const dashboard = await tourCard('Go to your Dashboard');
    await user.click(within(dashboard).getByRole('link', { name: 'Open Dashboard' }));
    const last = await tourCard('Your Dashboard');
    await user.click(within(last).getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tour.state.step).toBe('DONE');
    expect(tour.completions.slice(0, 4)).toEqual([
      { step: 'START' },
      { step: 'AWAITING_RESUME' },
      { step: 'AWAITING_LINKEDIN' },
      { step: 'CHOOSE_PATH', choice: 'CHOOSE_PATH_JOBS' },
    ]);
    expect(tour.completions).toHaveLength(16);
  });

  it('takes the contacts path when the user chooses Find contacts', async () => {
    const tour = tourServer({ step: 'CHOOSE_PATH' });
    profileServer();
    const { user } = renderSignedIn();

    const choose = await tourCard('What would you like to do first?');
    await user.click(within(choose).getByRole('button', { name: 'Find contacts' }));

    const contacts = await tourCard('Find people to contact');
    expect(within(contacts).getByRole('link', { name: 'Open Add Contact' })).toHaveAttribute(
      'href',
      '/contacts/create',
    );
    expect(tour.completions).toEqual([{ step: 'CHOOSE_PATH', choice: 'CHOOSE_PATH_CONTACTS' }]);
  });

  it('asks before skipping: Keep going returns to the step, Escape asks again, Yes, skip closes the tour', async () => {
    const tour = tourServer({ step: 'AWAITING_LINKEDIN' });
    profileServer();
    const { user } = renderSignedIn();

    const card = await tourCard('Add your LinkedIn profile');
    const skip = within(card).getByRole('button', { name: 'Skip tour' });
    await user.click(skip);

    const confirm = await tourCard('Are You Sure You Want to Skip?');
    expect(within(confirm).getByRole('button', { name: 'Keep going' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Keep going' }));
    expect(await tourCard('Add your LinkedIn profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip tour' })).toHaveFocus();
    expect(tour.skips).toBe(0);

    await user.keyboard('{Escape}');
    const again = await tourCard('Are You Sure You Want to Skip?');
    await user.click(within(again).getByRole('button', { name: 'Yes, skip' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tour.skips).toBe(1);
    expect(tour.state).toMatchObject({ step: 'AWAITING_LINKEDIN', skipped: true });
  });

  it('refuses a LinkedIn URL of 15 characters or fewer with the tour message, and shows the server’s refusal', async () => {
    const tour = tourServer({ step: 'AWAITING_LINKEDIN' });
    const profile = profileServer();
    const { user } = renderSignedIn();

    const card = await tourCard('Add your LinkedIn profile');
    const input = within(card).getByLabelText('LinkedIn profile URL');
    await user.type(input, 'linkedin.com/in');
    await user.click(within(card).getByRole('button', { name: 'Save and continue' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Please enter a valid LinkedIn profile URL',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(profile.saved).toEqual([]);

    let refused = 0;
    server.use(
      http.put('/settings/linkedin_profile', () => {
        refused += 1;
        return HttpResponse.json(
          {
            code: 'REQUEST.VALIDATION',
            detail: [{ loc: ['linkedin_profile'], msg: 'Please enter a valid LinkedIn profile URL' }],
          },
          { status: 400 },
        );
      }),
    );
    await user.clear(input);
    await user.type(input, 'https://notlinkedin.example/in/ada');
    await user.click(within(card).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(refused).toBe(1));
    await waitFor(() =>
      expect(within(card).getByRole('alert')).toHaveTextContent(
        /^Please enter a valid LinkedIn profile URL$/,
      ),
    );
    expect(tour.completions).toEqual([]);
  });

  it('completes the resume step by itself once a resume is on file, checked again on a settings push', async () => {
    const tour = tourServer({ step: 'AWAITING_RESUME' });
    const profile = profileServer({ resume: false });
    renderSignedIn();

    const card = await tourCard('Upload your resume');
    expect(within(card).getByRole('link', { name: /Open Settings/ })).toHaveAttribute('href', '/settings');
    expect(await within(card).findByText('Waiting for your resume…')).toBeInTheDocument();
    expect(tour.completions).toEqual([]);

    profile.resume = true;
    act(() => pushProjection({ projection: 'user-settings', checkpoint: '5', keys: ['ada'] }));

    expect(await tourCard('Add your LinkedIn profile')).toBeInTheDocument();
    expect(tour.completions).toEqual([{ step: 'AWAITING_RESUME' }]);
  });

  it('completes the LinkedIn step by itself 2 s after showing when the LinkedIn details hold enough text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const tour = tourServer({ step: 'AWAITING_LINKEDIN' });
    profileServer({
      linkedinData: {
        headline: 'Analyst',
        summary: 'Wrote the first published algorithm',
        positions: [{ description: 'Notes on the Analytical Engine' }],
      },
    });
    renderSignedIn();

    const card = await tourCard('Add your LinkedIn profile');
    expect(await within(card).findByText(/already here/)).toBeInTheDocument();
    expect(tour.completions).toEqual([]);

    act(() => vi.advanceTimersByTime(2000));
    expect(await tourCard('What would you like to do first?')).toBeInTheDocument();
    expect(tour.completions).toEqual([{ step: 'AWAITING_LINKEDIN' }]);
  });

  it('waits for the URL when the LinkedIn details hold 50 characters or fewer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const tour = tourServer({ step: 'AWAITING_LINKEDIN' });
    profileServer({ linkedinData: { headline: 'Analyst', summary: 'x'.repeat(42), positions: [] } });
    renderSignedIn();

    await tourCard('Add your LinkedIn profile');
    act(() => vi.advanceTimersByTime(5000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'Add your LinkedIn profile' })).toBeInTheDocument();
    expect(tour.completions).toEqual([]);
  });

  it('moves on from the awaiting-results step by itself after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const tour = tourServer({ step: 'CONTACTS_AWAITING_RESULTS', path: 'contacts' });
    profileServer();
    renderSignedIn();

    await tourCard('Finding contacts…');
    act(() => vi.advanceTimersByTime(9000));
    expect(tour.completions).toEqual([]);

    act(() => vi.advanceTimersByTime(1000));
    expect(await tourCard('Save your contacts')).toBeInTheDocument();
    expect(tour.completions).toEqual([{ step: 'CONTACTS_AWAITING_RESULTS' }]);
  });

  it('on the contacts path, shows the check messages and moves on only when the action fits', async () => {
    const tour = tourServer({ step: 'CONTACTS_GENERATE_COMPANIES', path: 'contacts' });
    profileServer();
    renderSignedIn();

    const generate = await tourCard('Generate companies');
    report({ type: 'companies-selected', count: 1 });
    expect(await within(generate).findByRole('alert')).toHaveTextContent(
      TOUR_CHECK_MESSAGES.generateCompanies,
    );
    report({ type: 'companies-generated', count: 8 });

    const pick = await tourCard('Pick companies');
    report({ type: 'contacts-search-started', companies: 0 });
    expect(await within(pick).findByRole('alert')).toHaveTextContent(TOUR_CHECK_MESSAGES.selectCompany);
    report({ type: 'companies-selected', count: 2 });

    const confirm = await tourCard('Find contacts at your companies');
    expect(within(confirm).queryByRole('alert')).not.toBeInTheDocument();
    report({ type: 'contacts-search-started', companies: 2 });
    await tourCard('Finding contacts…');
    report({ type: 'contacts-found', count: 3 });

    const save = await tourCard('Save your contacts');
    expect(within(save).queryByRole('button', { name: 'Continue without contacts' })).not.toBeInTheDocument();
    report({ type: 'contacts-saved', count: 3 });
    expect(await tourCard('Go to Outgoing Messages')).toBeInTheDocument();
    expect(tour.completions.map(({ step }) => step)).toEqual([
      'CONTACTS_GENERATE_COMPANIES',
      'CONTACTS_SELECT_COMPANY',
      'CONTACTS_CONFIRM_COMPANIES',
      'CONTACTS_AWAITING_RESULTS',
      'CONTACTS_SELECT_AND_SAVE',
    ]);
  });

  it('says so when the contacts search finds nobody, and lets the user carry on without contacts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const tour = tourServer({ step: 'CONTACTS_AWAITING_RESULTS', path: 'contacts' });
    profileServer();
    const { user } = renderSignedIn();

    const waiting = await tourCard('Finding contacts…');
    report({ type: 'contacts-found', count: 0 });
    expect(await within(waiting).findByRole('alert')).toHaveTextContent(TOUR_NO_CONTACTS_MESSAGE);
    expect(tour.completions).toEqual([]);

    act(() => vi.advanceTimersByTime(10_000));
    const save = await tourCard('Save your contacts');
    expect(within(save).getByRole('alert')).toHaveTextContent(TOUR_NO_CONTACTS_MESSAGE);
    await user.click(within(save).getByRole('button', { name: 'Continue without contacts' }));
    expect(await tourCard('Go to Outgoing Messages')).toBeInTheDocument();
  });

  it('weighs an action that came while the step was being sent against the next step', async () => {
    const tour = tourServer({ step: 'CONTACTS_PAGE_SELECT_CONTACT', path: 'jobs' });
    profileServer();
    renderSignedIn('/settings');

    await tourCard('Open a contact');
    // Selecting a contact shows its conversation at once: both reports come before the server answers.
    act(() => {
      reportTourAction({ type: 'contact-selected', contactId: 'c1' });
      reportTourAction({ type: 'conversation-viewed', contactId: 'c1' });
    });
    expect(await tourCard('Go to your Dashboard')).toBeInTheDocument();
    expect(tour.completions).toEqual([
      { step: 'CONTACTS_PAGE_SELECT_CONTACT' },
      { step: 'CONTACTS_PAGE_VIEW_CONVO' },
    ]);
  });

  it('completes a go-to step at once when its screen is already open', async () => {
    const tour = tourServer({ step: 'GOTO_DASHBOARD', path: 'jobs' });
    profileServer();
    renderSignedIn('/dashboard');

    expect(await tourCard('Your Dashboard')).toBeInTheDocument();
    expect(tour.completions).toEqual([{ step: 'GOTO_DASHBOARD' }]);
  });

  it('minimizes to the header’s Show tour button, and the server keeps it minimized after a reload', async () => {
    const tour = tourServer({ step: 'AWAITING_RESUME' });
    profileServer({ resume: false });
    const first = renderSignedIn();

    const card = await tourCard('Upload your resume');
    await first.user.click(within(card).getByRole('button', { name: 'Minimize' }));

    // The card hides on the render after the click, not after the server's answer (the status is patched at once).
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upload your resume' })).not.toBeInTheDocument(),
    );
    const header = screen.getByRole('banner');
    const show = within(header).getByRole('button', { name: 'Show tour · Step 2' });
    await waitFor(() => expect(show).toHaveFocus());
    expect(tour.minimizes).toBe(1);
    first.unmount();

    // A full page load: a new store reads the tour's status from the server.
    const again = renderSignedIn();
    const shownAgain = await within(await screen.findByRole('banner')).findByRole('button', {
      name: 'Show tour · Step 2',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await again.user.click(shownAgain);
    const reopened = await tourCard('Upload your resume');
    await waitFor(() => expect(reopened).toHaveFocus());
    expect(tour.shows).toBe(1);
    expect(screen.queryByRole('button', { name: /Show tour/ })).not.toBeInTheDocument();
  });

  it('keeps a minimized tour minimized while its steps complete, counting them on the button', async () => {
    const tour = tourServer({ step: 'AWAITING_RESUME', minimized: true });
    const profile = profileServer({ resume: false });
    renderSignedIn();

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Show tour · Step 2' })).toBeInTheDocument();

    profile.resume = true;
    act(() => pushProjection({ projection: 'user-settings', checkpoint: '5', keys: ['ada'] }));
    await waitFor(() => expect(tour.completions).toEqual([{ step: 'AWAITING_RESUME' }]));
    act(() => pushProjection({ projection: 'onboarding-status', checkpoint: '6', keys: ['ada'] }));

    expect(await within(header).findByRole('button', { name: 'Show tour · Step 3' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refetches quietly when another tab already moved the tour on (409)', async () => {
    const tour = tourServer({ step: 'JOBS_SEARCH', path: 'jobs' });
    profileServer();
    renderSignedIn();

    await tourCard('Search for a job title');
    tour.state = { ...tour.state, step: 'JOBS_SELECT' };
    report({ type: 'jobs-searched', jobTitle: 'Data Analyst' });

    const moved = await tourCard('Pick jobs');
    expect(within(moved).queryByRole('alert')).not.toBeInTheDocument();
    expect(tour.completions).toEqual([{ step: 'JOBS_SEARCH' }]);
    expect(tour.state.step).toBe('JOBS_SELECT');
  });

  it('stays closed for a skipped tour and opens at START when a restart is pushed', async () => {
    const tour = tourServer({ step: 'AWAITING_RESUME', skipped: true });
    profileServer();
    renderSignedIn();

    await screen.findByRole('heading', { name: 'Welcome back, Ada' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    tour.state = { step: 'START', path: null, skipped: false, minimized: false };
    act(() => pushProjection({ projection: 'onboarding-status', checkpoint: '9', keys: ['ada'] }));
    expect(await tourCard('Welcome! Let’s get you set up')).toBeInTheDocument();
  });

  it('restarts the tour from a Getting Started action and goes to /', async () => {
    const tour = tourServer({ step: 'DONE', path: 'jobs' });
    function GettingStarted() {
      const { restartTour } = useRestartTour();
      return (
        <button type="button" onClick={() => void restartTour()}>
          Getting Started
        </button>
      );
    }
    signedInAs();
    const { router, user } = renderWithProviders(null, {
      route: '/settings',
      routes: [
        { path: '/settings', element: <GettingStarted /> },
        { path: '/', element: <p>Home</p> },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Getting Started' }));

    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(tour.restarts).toBe(1);
  });
});
