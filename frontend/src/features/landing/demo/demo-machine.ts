import { companiesFrom, DEMO, randomInt } from './demo-model';
import { canSearch, demoReducer, initialDemoState, type DemoAction, type DemoState } from './demo-reducer';

/** What the demo needs from the world, injected so tests drive time and chance. */
export interface DemoDeps {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** A number in [0, 1). */
  random: () => number;
  /** The public company search: resolves with its answer, rejects on any failure (a 429 included). */
  search: (industry: string) => Promise<unknown>;
}

export interface DemoMachine {
  getState: () => DemoState;
  subscribe: (listener: () => void) => () => void;
  setIndustry: (industry: string) => void;
  search: () => void;
  move: (delta: number) => void;
  centre: (index: number) => void;
  choose: (index: number) => void;
  closeRun: () => void;
  canSearch: () => boolean;
  dispose: () => void;
}

/** The demo's reducer with its effects: the timers, the search call and the random draws. */
export function createDemoMachine(deps: DemoDeps): DemoMachine {
  let state = initialDemoState();
  const listeners = new Set<() => void>();
  const searchTimers = new Set<unknown>();
  const runTimers = new Set<unknown>();
  let cooldownTimer: unknown = null;

  const dispatch = (action: DemoAction) => {
    const next = demoReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const later = (timers: Set<unknown>, ms: number, run: () => void) => {
    const handle = deps.setTimeout(() => {
      timers.delete(handle);
      run();
    }, ms);
    timers.add(handle);
  };

  const clear = (timers: Set<unknown>) => {
    for (const handle of timers) deps.clearTimeout(handle);
    timers.clear();
  };

  const tick = () => {
    later(searchTimers, DEMO.progressTickMs, () => {
      if (state.phase !== 'searching') return;
      dispatch({ type: 'progressTicked' });
      tick();
    });
  };

  const settle = () => {
    clear(searchTimers);
    later(searchTimers, DEMO.settleMs, () => {
      dispatch({ type: 'searchSettled' });
      later(searchTimers, DEMO.progressResetMs, () => dispatch({ type: 'progressReset' }));
    });
  };

  const pause = () => randomInt(deps.random, DEMO.pauseMinMs, DEMO.pauseMaxMs);

  const step = () => {
    later(runTimers, pause(), () => {
      dispatch({ type: 'runAdvanced' });
      if (state.run?.phase === 'running') step();
      else if (state.run?.phase === 'contacts') {
        later(runTimers, DEMO.mockContactsMs, () => dispatch({ type: 'mockContactsEnded' }));
      }
    });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setIndustry: (industry) => dispatch({ type: 'industryChanged', industry }),
    canSearch: () => canSearch(state, deps.now()),
    search() {
      const now = deps.now();
      dispatch({ type: 'searchRequested', now });
      if (state.phase !== 'searching') return;
      clear(runTimers);
      if (cooldownTimer !== null) deps.clearTimeout(cooldownTimer);
      cooldownTimer = deps.setTimeout(() => {
        cooldownTimer = null;
        dispatch({ type: 'cooldownEnded' });
      }, DEMO.cooldownMs);
      tick();
      deps.search(state.industry.trim()).then(
        (answer) => {
          dispatch({ type: 'searchAnswered', companies: companiesFrom(answer) });
          settle();
        },
        () => {
          dispatch({ type: 'searchFailed' });
          settle();
        },
      );
    },
    move: (delta) => dispatch({ type: 'carouselMoved', delta }),
    centre: (index) => dispatch({ type: 'carouselCentred', index }),
    choose(index) {
      const before = state.run;
      dispatch({
        type: 'companyChosen',
        index,
        roles: randomInt(deps.random, DEMO.roles.min, DEMO.roles.max),
        contacts: randomInt(deps.random, DEMO.contacts.min, DEMO.contacts.max),
      });
      if (state.run && state.run !== before) {
        clear(runTimers);
        step();
      }
    },
    closeRun() {
      clear(runTimers);
      dispatch({ type: 'runClosed' });
    },
    // Stops the timers only: React's strict mode unmounts and mounts again with the same machine, and a search
    // answer arriving later lands in a state nobody reads.
    dispose() {
      clear(searchTimers);
      clear(runTimers);
      if (cooldownTimer !== null) deps.clearTimeout(cooldownTimer);
      cooldownTimer = null;
    },
  };
}
