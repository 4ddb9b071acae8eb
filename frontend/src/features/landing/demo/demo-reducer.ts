import {
  COOLDOWN_MESSAGE,
  DEMO,
  EMPTY_INDUSTRY_MESSAGE,
  mockContacts,
  pendingSteps,
  SAMPLE_COMPANIES,
  wrapIndex,
  type DemoCompany,
  type DemoStep,
  type MockContact,
} from './demo-model';

/** The search bar's state (spec §4 Demo search): idle → searching → answered → finished → idle again. */
export type SearchPhase = 'idle' | 'searching' | 'answered' | 'finished';

export interface DemoRun {
  company: DemoCompany;
  /** running: the four steps; contacts: the blurred mock contacts; summary: the results and the sign-up call. */
  phase: 'running' | 'contacts' | 'summary';
  steps: DemoStep[];
  roles: number;
  contacts: number;
  mockContacts: MockContact[];
}

export interface DemoState {
  industry: string;
  phase: SearchPhase;
  progress: number;
  /** 'Done' or 'Search failed' while the finished bar is shown. */
  outcome: 'Done' | 'Search failed' | null;
  /** Until when (clock ms) a new search is refused; null when none is. */
  cooldownUntil: number | null;
  alert: string | null;
  companies: DemoCompany[];
  /** Whether the list is the built-in samples shown after a failed search. */
  samples: boolean;
  /** Whether any search has answered, so an empty list can be told from no search yet. */
  searched: boolean;
  centre: number;
  run: DemoRun | null;
}

export type DemoAction =
  | { type: 'industryChanged'; industry: string }
  | { type: 'searchRequested'; now: number }
  | { type: 'progressTicked' }
  | { type: 'searchAnswered'; companies: DemoCompany[] }
  | { type: 'searchFailed' }
  | { type: 'searchSettled' }
  | { type: 'progressReset' }
  | { type: 'cooldownEnded' }
  | { type: 'carouselMoved'; delta: number }
  | { type: 'carouselCentred'; index: number }
  | { type: 'companyChosen'; index: number; roles: number; contacts: number }
  | { type: 'runAdvanced' }
  | { type: 'mockContactsEnded' }
  | { type: 'runClosed' };

export function initialDemoState(): DemoState {
  return {
    industry: '',
    phase: 'idle',
    progress: 0,
    outcome: null,
    cooldownUntil: null,
    alert: null,
    companies: [],
    samples: false,
    searched: false,
    centre: 0,
    run: null,
  };
}

/** The search button is off while a search runs and within the cooldown after one (spec §5 Demo search). */
export function canSearch(state: DemoState, now: number): boolean {
  return (
    state.phase === 'idle' &&
    state.industry.trim().length > 0 &&
    (state.cooldownUntil === null || now >= state.cooldownUntil)
  );
}

/** One tick of the searching bar: a tenth of the way left to the cap, at least one point, never past the cap. */
export function nextProgress(progress: number): number {
  if (progress >= DEMO.progressCap) return progress;
  return Math.min(DEMO.progressCap, progress + Math.max(1, (DEMO.progressCap - progress) / 10));
}

/** Step by step: the next sub-message of the step in progress, else complete it and start the next one. */
function advance(run: DemoRun): DemoRun {
  const steps = run.steps.map((step) => ({ ...step }));
  const current = steps.findIndex((step) => step.status === 'in-progress');
  if (current === -1) {
    const next = steps.findIndex((step) => step.status === 'pending');
    if (next === -1) return { ...run, phase: 'contacts' };
    steps[next].status = 'in-progress';
    steps[next].subtask = 0;
    return { ...run, steps };
  }
  const step = steps[current];
  if (step.subtask < step.subtasks.length - 1) {
    step.subtask += 1;
    return { ...run, steps };
  }
  step.status = 'completed';
  if (step.id === 'roles') step.count = run.roles;
  if (step.id === 'contacts') step.count = run.contacts;
  const next = current + 1;
  if (next === steps.length) return { ...run, steps, phase: 'contacts' };
  steps[next].status = 'in-progress';
  return { ...run, steps };
}

export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case 'industryChanged':
      return { ...state, industry: action.industry, alert: null };
    case 'searchRequested': {
      if (state.phase !== 'idle') return state;
      if (state.cooldownUntil !== null && action.now < state.cooldownUntil) {
        return { ...state, alert: COOLDOWN_MESSAGE };
      }
      if (!state.industry.trim()) return { ...state, alert: EMPTY_INDUSTRY_MESSAGE };
      return {
        ...state,
        phase: 'searching',
        progress: 0,
        outcome: null,
        alert: null,
        cooldownUntil: action.now + DEMO.cooldownMs,
        run: null,
      };
    }
    case 'progressTicked':
      return state.phase === 'searching' ? { ...state, progress: nextProgress(state.progress) } : state;
    case 'searchAnswered':
      if (state.phase !== 'searching') return state;
      return {
        ...state,
        phase: 'answered',
        progress: Math.max(state.progress, DEMO.progressOnAnswer),
        companies: action.companies.slice(0, DEMO.resultLimit),
        samples: false,
        searched: true,
        centre: 0,
        outcome: 'Done',
      };
    case 'searchFailed':
      if (state.phase !== 'searching') return state;
      return {
        ...state,
        phase: 'answered',
        progress: Math.max(state.progress, DEMO.progressOnAnswer),
        companies: [...SAMPLE_COMPANIES],
        samples: true,
        searched: true,
        centre: 0,
        outcome: 'Search failed',
      };
    case 'searchSettled':
      return state.phase === 'answered' ? { ...state, phase: 'finished', progress: 100 } : state;
    case 'progressReset':
      return state.phase === 'finished' ? { ...state, phase: 'idle', progress: 0, outcome: null } : state;
    case 'cooldownEnded':
      return {
        ...state,
        cooldownUntil: null,
        alert: state.alert === COOLDOWN_MESSAGE ? null : state.alert,
      };
    case 'carouselMoved':
      return { ...state, centre: wrapIndex(state.centre, action.delta, state.companies.length) };
    case 'carouselCentred':
      return action.index >= 0 && action.index < state.companies.length
        ? { ...state, centre: action.index }
        : state;
    case 'companyChosen': {
      const company = state.companies[action.index];
      if (!company || (state.run && state.run.phase !== 'summary')) return state;
      const run: DemoRun = {
        company,
        phase: 'running',
        steps: pendingSteps(),
        roles: action.roles,
        contacts: action.contacts,
        mockContacts: mockContacts(company),
      };
      return { ...state, centre: action.index, run: advance(run) };
    }
    case 'runAdvanced':
      return state.run?.phase === 'running' ? { ...state, run: advance(state.run) } : state;
    case 'mockContactsEnded':
      return state.run?.phase === 'contacts' ? { ...state, run: { ...state.run, phase: 'summary' } } : state;
    case 'runClosed':
      return { ...state, run: null };
    default: {
      const _never: never = action;
      return _never;
    }
  }
}

/** The message under the search box: a refusal, or the cooldown while it lasts (spec §4 Demo search). */
export function demoNotice(state: DemoState): string | null {
  if (state.alert) return state.alert;
  return state.phase === 'idle' && state.cooldownUntil !== null ? COOLDOWN_MESSAGE : null;
}
