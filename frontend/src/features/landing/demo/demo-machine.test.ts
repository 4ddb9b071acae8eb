import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoMachine, type DemoMachine } from './demo-machine';
import {
  companiesFrom,
  COOLDOWN_MESSAGE,
  DEMO,
  EMPTY_INDUSTRY_MESSAGE,
  SAMPLE_COMPANIES,
  visibleCards,
  wrapIndex,
} from './demo-model';
import { demoNotice, demoReducer, initialDemoState, nextProgress } from './demo-reducer';

/** mulberry32: a small seeded generator, so a run's pauses and counts repeat exactly. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const company = (index: number) => ({
  company_name: `Company ${index}`,
  company_url: `https://c${index}.com`,
});

interface Harness {
  machine: DemoMachine;
  search: ReturnType<typeof vi.fn>;
  answer: (value: unknown) => Promise<void>;
  fail: (error?: unknown) => Promise<void>;
}

function harness(random: () => number = seeded(42)): Harness {
  let resolve: (value: unknown) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const search = vi.fn(
    () =>
      new Promise<unknown>((ok, fail) => {
        resolve = ok;
        reject = fail;
      }),
  );
  const machine = createDemoMachine({
    now: () => Date.now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    random,
    search,
  });
  return {
    machine,
    search,
    answer: async (value) => {
      resolve(value);
      await vi.advanceTimersByTimeAsync(0);
    },
    fail: async (error = new Error('429')) => {
      reject(error);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('demo search', () => {
  it('refuses an industry that is blank after trimming and calls nobody', () => {
    const { machine, search } = harness();
    machine.setIndustry('   ');
    expect(machine.canSearch()).toBe(false);
    machine.search();
    expect(machine.getState().alert).toBe(EMPTY_INDUSTRY_MESSAGE);
    expect(machine.getState().phase).toBe('idle');
    expect(search).not.toHaveBeenCalled();
  });

  it('searches the trimmed industry and is disabled while searching', () => {
    const { machine, search } = harness();
    machine.setIndustry('  fintech ');
    expect(machine.canSearch()).toBe(true);
    machine.search();
    expect(search).toHaveBeenCalledWith('fintech');
    expect(machine.getState().phase).toBe('searching');
    expect(machine.canSearch()).toBe(false);
  });

  it('refuses a second search within 5 s with the cooldown message, and allows it after', async () => {
    const { machine, search, answer } = harness();
    machine.setIndustry('fintech');
    machine.search();
    await answer({ companies: [company(1)] });
    await vi.advanceTimersByTimeAsync(DEMO.settleMs + DEMO.progressResetMs);
    expect(machine.getState().phase).toBe('idle');
    expect(machine.canSearch()).toBe(false);
    expect(demoNotice(machine.getState())).toBe(COOLDOWN_MESSAGE);
    machine.search();
    expect(machine.getState().alert).toBe(COOLDOWN_MESSAGE);
    expect(search).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(DEMO.cooldownMs);
    expect(machine.getState().alert).toBeNull();
    expect(demoNotice(machine.getState())).toBeNull();
    expect(machine.canSearch()).toBe(true);
    machine.search();
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('rises toward 92 % and never past it while the answer is awaited', async () => {
    const { machine } = harness();
    machine.setIndustry('fintech');
    machine.search();
    await vi.advanceTimersByTimeAsync(DEMO.progressTickMs);
    const early = machine.getState().progress;
    expect(early).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(machine.getState().progress).toBe(DEMO.progressCap);
  });

  it('jumps to at least 78 % on the answer, reaches 100 % with Done, and resets after 650 ms', async () => {
    const { machine, answer } = harness();
    machine.setIndustry('fintech');
    machine.search();
    await vi.advanceTimersByTimeAsync(DEMO.progressTickMs);
    await answer({ companies: [company(1), company(2)] });
    expect(machine.getState().progress).toBe(DEMO.progressOnAnswer);
    expect(machine.getState().outcome).toBe('Done');

    await vi.advanceTimersByTimeAsync(DEMO.settleMs);
    expect(machine.getState()).toMatchObject({ phase: 'finished', progress: 100, outcome: 'Done' });
    await vi.advanceTimersByTimeAsync(DEMO.progressResetMs - 1);
    expect(machine.getState().progress).toBe(100);
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.getState()).toMatchObject({ phase: 'idle', progress: 0, outcome: null });
    expect(machine.getState().companies.map((c) => c.name)).toEqual(['Company 1', 'Company 2']);
  });

  it('keeps a higher progress than 78 % when the answer comes late', () => {
    const searching = { ...initialDemoState(), industry: 'x', phase: 'searching' as const, progress: 90 };
    expect(demoReducer(searching, { type: 'searchAnswered', companies: [] }).progress).toBe(90);
    expect(nextProgress(91.95)).toBe(DEMO.progressCap);
  });

  it('falls back to the five sample companies with Search failed when the search is refused (429)', async () => {
    const { machine, fail } = harness();
    machine.setIndustry('fintech');
    machine.search();
    await fail(Object.assign(new Error('Too many requests'), { status: 429 }));
    expect(machine.getState()).toMatchObject({ outcome: 'Search failed', samples: true });
    expect(machine.getState().companies).toEqual(SAMPLE_COMPANIES);
    await vi.advanceTimersByTimeAsync(DEMO.settleMs);
    expect(machine.getState()).toMatchObject({ progress: 100, outcome: 'Search failed' });
  });

  it('shows at most 10 companies and reads snake_case and title case fields', () => {
    const many = Array.from({ length: 14 }, (_, index) => company(index));
    expect(companiesFrom({ companies: many })).toHaveLength(10);
    expect(
      companiesFrom([
        { 'Company Name': 'Acme', 'Company URL': 'https://acme.com', City: 'Leeds', Country: 'UK' },
        { company_name: 'Beta', about_us: 'Makes things', state: 'NY' },
        { nothing: 'here' },
      ]),
    ).toEqual([
      {
        name: 'Acme',
        url: 'https://acme.com',
        description: null,
        city: 'Leeds',
        state: null,
        country: 'UK',
      },
      { name: 'Beta', url: null, description: 'Makes things', city: null, state: 'NY', country: null },
    ]);
  });
});

describe('demo carousel', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(visibleCards(5, 0)).toEqual({ left: 4, right: 1 });
    expect(visibleCards(2, 1)).toEqual({ left: null, right: 0 });
    expect(visibleCards(1, 0)).toEqual({ left: null, right: null });
  });

  it('moves the centre card through the list and back to the start', async () => {
    const { machine, answer } = harness();
    machine.setIndustry('fintech');
    machine.search();
    await answer({ companies: [company(1), company(2), company(3)] });
    machine.move(-1);
    expect(machine.getState().centre).toBe(2);
    machine.move(1);
    machine.move(1);
    expect(machine.getState().centre).toBe(1);
  });
});

/** Moves time on in small steps until the run reaches the phase, and no further. */
async function untilPhase(machine: DemoMachine, phase: 'contacts' | 'summary') {
  for (let waited = 0; machine.getState().run?.phase !== phase; waited += 10) {
    if (waited > 60_000) throw new Error(`the run never reached ${phase}`);
    await vi.advanceTimersByTimeAsync(10);
  }
}

describe('demo run', () => {
  async function chosen(random = seeded(7)) {
    const h = harness(random);
    h.machine.setIndustry('fintech');
    h.machine.search();
    await h.answer({ companies: [company(1), company(2)] });
    h.machine.choose(1);
    return h;
  }

  it('runs the four steps in order, each pending → in-progress → completed through four sub-messages', async () => {
    const { machine } = await chosen();
    const run = () => machine.getState().run!;
    expect(run().company.name).toBe('Company 2');
    expect(run().steps.map((step) => step.title)).toEqual([
      'Researching company',
      'Finding roles',
      'Finding contacts',
      'Drafting email',
    ]);
    expect(run().steps.map((step) => step.status)).toEqual(['in-progress', 'pending', 'pending', 'pending']);

    const seen: string[] = [];
    const record = () => {
      const current = run().steps.find((step) => step.status === 'in-progress');
      const seenNow = current ? `${current.id}:${current.subtask}` : null;
      if (seenNow && seen.at(-1) !== seenNow) seen.push(seenNow);
    };
    record();
    machine.subscribe(record);
    await untilPhase(machine, 'contacts');
    expect(seen).toEqual(
      ['research', 'roles', 'contacts', 'drafting'].flatMap((id) => [0, 1, 2, 3].map((n) => `${id}:${n}`)),
    );
    expect(run().steps.every((step) => step.status === 'completed')).toBe(true);
    expect(run().phase).toBe('contacts');
  });

  it('pauses 0.8 to 1.2 s between sub-messages', async () => {
    const { machine } = await chosen(() => 0);
    await vi.advanceTimersByTimeAsync(DEMO.pauseMinMs - 1);
    expect(machine.getState().run!.steps[0].subtask).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.getState().run!.steps[0].subtask).toBe(1);

    const slow = await chosen(() => 0.999999);
    await vi.advanceTimersByTimeAsync(DEMO.pauseMaxMs - 1);
    expect(slow.machine.getState().run!.steps[0].subtask).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.machine.getState().run!.steps[0].subtask).toBe(1);
  });

  it('finds 4 to 11 roles and 18 to 40 contacts, at both ends of chance', async () => {
    for (const [value, roles, contacts] of [
      [0, 4, 18],
      [0.999999, 11, 40],
    ] as const) {
      const { machine } = await chosen(() => value);
      await untilPhase(machine, 'contacts');
      const steps = machine.getState().run!.steps;
      expect(steps.find((step) => step.id === 'roles')).toMatchObject({
        count: roles,
        countLabel: 'roles found',
      });
      expect(steps.find((step) => step.id === 'contacts')).toMatchObject({
        count: contacts,
        countLabel: 'contacts found',
      });
    }
    for (let seed = 1; seed <= 30; seed += 1) {
      const { machine } = await chosen(seeded(seed));
      const { roles, contacts } = machine.getState().run!;
      expect(roles).toBeGreaterThanOrEqual(4);
      expect(roles).toBeLessThanOrEqual(11);
      expect(contacts).toBeGreaterThanOrEqual(18);
      expect(contacts).toBeLessThanOrEqual(40);
      machine.dispose();
    }
  });

  it('shows 3 invented contacts for 5 s, then the summary', async () => {
    const { machine } = await chosen(seeded(3));
    await untilPhase(machine, 'contacts');
    const run = machine.getState().run!;
    expect(run.phase).toBe('contacts');
    expect(run.mockContacts).toHaveLength(3);
    expect(run.mockContacts.every((contact) => contact.email.endsWith('@company-2.example'))).toBe(true);
    // untilPhase stops within 10 ms after the contacts appeared.
    await vi.advanceTimersByTimeAsync(DEMO.mockContactsMs - 10);
    expect(machine.getState().run!.phase).toBe('contacts');
    await vi.advanceTimersByTimeAsync(10);
    expect(machine.getState().run!.phase).toBe('summary');
  });

  it('ignores another company while a run is going, and stops the run when it is closed', async () => {
    const { machine } = await chosen();
    machine.choose(0);
    expect(machine.getState().run!.company.name).toBe('Company 2');
    machine.closeRun();
    expect(machine.getState().run).toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(machine.getState().run).toBeNull();
  });
});
