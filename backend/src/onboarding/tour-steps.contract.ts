/**
 * The guided tour's steps, routes and checks (spec part 1: Tour step names, Tour, Validation rules, Timings):
 * plain constants without zod, so the browser's overlay and the server's decider share one definition.
 */

const OPENING = ['START', 'AWAITING_RESUME', 'AWAITING_LINKEDIN', 'CHOOSE_PATH'] as const;
const CONTACTS_PATH = [
  'CONTACTS_START',
  'CONTACTS_GENERATE_COMPANIES',
  'CONTACTS_SELECT_COMPANY',
  'CONTACTS_CONFIRM_COMPANIES',
  'CONTACTS_AWAITING_RESULTS',
  'CONTACTS_SELECT_AND_SAVE',
] as const;
const JOBS_PATH = ['JOBS_START', 'JOBS_SEARCH', 'JOBS_SELECT', 'JOBS_SAVE'] as const;
const CLOSING = [
  'GOTO_OUTGOING',
  'OUTGOING_GENERATE_MESSAGE',
  'OUTGOING_VIEW_DRAFTS',
  'GOTO_CONTACTS_PAGE',
  'CONTACTS_PAGE_SELECT_CONTACT',
  'CONTACTS_PAGE_VIEW_CONVO',
  'GOTO_DASHBOARD',
  'DASHBOARD_EXPLAINED',
  'DONE',
] as const;

/** Every stored step name, in the order a route visits them (a route takes only one of the two paths). */
export const TOUR_STEPS = [...OPENING, ...CONTACTS_PATH, ...JOBS_PATH, ...CLOSING] as const;

export type TourStep = (typeof TOUR_STEPS)[number];

export const FIRST_TOUR_STEP: TourStep = 'START';
export const LAST_TOUR_STEP: TourStep = 'DONE';
/** The one step completed with a choice, which picks the route's path. */
export const CHOOSE_PATH_STEP: TourStep = 'CHOOSE_PATH';

export const CHOOSE_PATH_JOBS = 'CHOOSE_PATH_JOBS';
export const CHOOSE_PATH_CONTACTS = 'CHOOSE_PATH_CONTACTS';
export const TOUR_CHOICES = [CHOOSE_PATH_JOBS, CHOOSE_PATH_CONTACTS] as const;
export type TourChoice = (typeof TOUR_CHOICES)[number];

export const TOUR_PATHS = ['jobs', 'contacts'] as const;
export type TourPath = (typeof TOUR_PATHS)[number];

export const pathOfChoice = (choice: TourChoice): TourPath =>
  choice === CHOOSE_PATH_JOBS ? 'jobs' : 'contacts';

/** Steps every route starts with, up to and including the choice of path. */
export const TOUR_OPENING: readonly TourStep[] = OPENING;

export const TOUR_PATH_STEPS: Readonly<Record<TourPath, readonly TourStep[]>> = {
  contacts: CONTACTS_PATH,
  jobs: JOBS_PATH,
};

/** Steps every route ends with, after its path. */
export const TOUR_CLOSING: readonly TourStep[] = CLOSING;

/** A user's route: opening, chosen path, closing; before the choice, only the steps every route has. */
export function tourRoute(path: TourPath | null): TourStep[] {
  return [...TOUR_OPENING, ...(path ? TOUR_PATH_STEPS[path] : []), ...TOUR_CLOSING];
}

/**
 * The step after `step` on the route of `path`; at CHOOSE_PATH the path is the one being chosen. Null after
 * DONE, and for a step that is not on that route (a path step of the other path, or a path step without one).
 */
export function nextStep(step: TourStep, path: TourPath | null): TourStep | null {
  if (step === CHOOSE_PATH_STEP) return path ? TOUR_PATH_STEPS[path][0] : null;
  const route = tourRoute(path);
  const index = route.indexOf(step);
  return index === -1 ? null : (route[index + 1] ?? null);
}

export function isTourStep(value: unknown): value is TourStep {
  return typeof value === 'string' && (TOUR_STEPS as readonly string[]).includes(value);
}

export function isTourChoice(value: unknown): value is TourChoice {
  return typeof value === 'string' && (TOUR_CHOICES as readonly string[]).includes(value);
}

/** The spec's tour checks, word for word. */
export const TOUR_CHECK_MESSAGES = {
  linkedinUrl: 'Please enter a valid LinkedIn profile URL',
  jobTitle: 'Please enter a job title',
  generateCompanies: 'Please generate companies first',
  selectCompany: 'Please select at least one company',
  jobsLoading: 'Please wait for jobs to be loaded',
  selectJob: 'Please select at least one job',
  saveJobs: 'Please save your selected jobs first',
} as const;

export type TourCheck = keyof typeof TOUR_CHECK_MESSAGES;

/**
 * What must hold before a step's screen completes it, in the order they are checked; the screens that own
 * the lists (contact search, job search) apply them when they complete their step.
 */
export const TOUR_STEP_CHECKS: Partial<Record<TourStep, readonly TourCheck[]>> = {
  AWAITING_LINKEDIN: ['linkedinUrl'],
  CONTACTS_GENERATE_COMPANIES: ['generateCompanies'],
  CONTACTS_SELECT_COMPANY: ['selectCompany'],
  CONTACTS_CONFIRM_COMPANIES: ['selectCompany'],
  JOBS_SEARCH: ['jobTitle'],
  JOBS_SELECT: ['jobsLoading', 'selectJob'],
  JOBS_SAVE: ['saveJobs'],
};

/** Shown by the contacts path when the search found nobody (spec part 1, error catalogue). */
export const TOUR_NO_CONTACTS_MESSAGE =
  'No contacts found for the selected companies. This is normal - try different companies or industries later.';

/** The tour's LinkedIn URL must be longer than this many characters. */
export const TOUR_LINKEDIN_URL_MIN_EXCLUSIVE = 15;

export function isTourLinkedInUrl(value: string): boolean {
  return value.trim().length > TOUR_LINKEDIN_URL_MIN_EXCLUSIVE;
}

/** CONTACTS_AWAITING_RESULTS moves on by itself after this long. */
export const AWAITING_RESULTS_AUTO_ADVANCE_MS = 10_000;

/** AWAITING_LINKEDIN completes by itself this long after showing, when the LinkedIn text is long enough. */
export const LINKEDIN_AUTO_COMPLETE_DELAY_MS = 2_000;

/** AWAITING_LINKEDIN completes by itself only when the LinkedIn data text is longer than this. */
export const LINKEDIN_TEXT_MIN_EXCLUSIVE = 50;

/** The parts of the user's LinkedIn data the tour reads; structural, so any fuller LinkedInData fits. */
export interface TourLinkedInData {
  headline?: string | null;
  summary?: string | null;
  positions?: readonly { description?: string | null }[] | null;
}

/** Headline, summary and each position's description, trimmed and joined by newlines. */
export function linkedInDataText(data: TourLinkedInData | null | undefined): string {
  if (!data) return '';
  const parts = [data.headline, data.summary, ...(data.positions ?? []).map((p) => p.description)];
  return parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join('\n');
}

export function hasEnoughLinkedInText(data: TourLinkedInData | null | undefined): boolean {
  return linkedInDataText(data).length > LINKEDIN_TEXT_MIN_EXCLUSIVE;
}

/** GET /onboarding/status, and the answer of every tour command (which adds its checkpoint). */
export interface OnboardingStatusView {
  step: TourStep;
  path: TourPath | null;
  skipped: boolean;
  /** The card is put away (a header button shows it again), on every page load and device until shown. */
  minimized: boolean;
  /** The route reached DONE. */
  completed: boolean;
  /** The user's route (see tourRoute). */
  steps: TourStep[];
}

export interface OnboardingCommandResult extends OnboardingStatusView {
  checkpoint: string;
}

export interface CompleteTourStepBody {
  step: TourStep;
  choice?: TourChoice;
}

export function onboardingStatusView(state: {
  step: TourStep;
  path: TourPath | null;
  skipped: boolean;
  minimized: boolean;
}): OnboardingStatusView {
  return {
    step: state.step,
    path: state.path,
    skipped: state.skipped,
    minimized: state.minimized,
    completed: state.step === LAST_TOUR_STEP,
    steps: tourRoute(state.path),
  };
}
