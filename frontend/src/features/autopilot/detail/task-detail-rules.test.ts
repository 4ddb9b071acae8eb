import { describe, expect, it } from 'vitest';
import {
  adjustThresholdPath,
  parseContactCount,
  pollingInterval,
  runningNotice,
  stageStates,
} from './task-detail-rules';
import { aCompany, aTask } from './testing/task-factories';

const START = Date.parse('2026-01-10T10:00:00Z');
const minutes = (n: number) => START + n * 60_000;

describe('stage states', () => {
  it.each([
    [0, 'Initialization'],
    [20, 'Initialization'],
    [21, 'Finding Data'],
    [60, 'Finding Data'],
    [61, 'Score'],
    [81, 'Saving'],
    [99, 'Saving'],
  ])(
    'puts a running task at %i%% in the %s stage, earlier stages completed, later upcoming',
    (progress, stage) => {
      const states = stageStates(aTask({ status: 'running', progress }));
      const names = Object.keys(states);
      const at = names.indexOf(stage);
      expect(states[stage as keyof typeof states]).toBe('current');
      names.forEach((name, index) => {
        if (index < at) expect(states[name as keyof typeof states]).toBe('completed');
        if (index > at) expect(states[name as keyof typeof states]).toBe('upcoming');
      });
    },
  );

  it('starts a queued task at Initialization', () => {
    expect(stageStates(aTask({ status: 'queued', progress: 0 }))).toEqual({
      Initialization: 'current',
      'Finding Data': 'upcoming',
      Score: 'upcoming',
      Saving: 'upcoming',
      Done: 'upcoming',
    });
  });

  it('completes every stage of a completed task', () => {
    expect(Object.values(stageStates(aTask({ status: 'completed', progress: 100 })))).toEqual(
      Array(5).fill('completed'),
    );
  });

  it('shows the error at the stage where a failed company stopped', () => {
    const task = aTask({
      status: 'failed',
      progress: 100,
      company_statuses: {
        Acme: aCompany({ status: 'failed', current_step: 'search', failure_reason: 'Provider timed out' }),
        Globex: aCompany({ status: 'failed', current_step: 'drafting', contacts_found: 2 }),
      },
    });
    expect(stageStates(task)).toEqual({
      Initialization: 'completed',
      'Finding Data': 'completed',
      Score: 'completed',
      Saving: 'error',
      Done: 'upcoming',
    });
  });

  it('shows the error at Initialization when a task failed before any company began', () => {
    expect(stageStates(aTask({ status: 'failed', progress: 100 }))).toMatchObject({
      Initialization: 'error',
      'Finding Data': 'upcoming',
    });
  });
});

describe('running notice', () => {
  it('shows nothing in the first 5 minutes', () => {
    expect(runningNotice(aTask({ progress: 40 }), minutes(5))).toBe('none');
  });

  it('shows the note after 5 minutes', () => {
    expect(runningNotice(aTask({ progress: 40 }), minutes(5) + 1)).toBe('note');
    expect(runningNotice(aTask({ progress: 40 }), minutes(10))).toBe('note');
  });

  it('shows the stop-and-complete banner after more than 10 minutes', () => {
    expect(runningNotice(aTask({ progress: 40 }), minutes(10) + 1)).toBe('stop-banner');
  });

  it('shows the banner at progress 90 or more whatever the time', () => {
    expect(runningNotice(aTask({ progress: 90 }), minutes(1))).toBe('stop-banner');
    expect(runningNotice(aTask({ progress: 89 }), minutes(1))).toBe('none');
  });

  it.each(['queued', 'completed', 'failed'] as const)('shows nothing for a %s task', (status) => {
    expect(runningNotice(aTask({ status, progress: 95 }), minutes(60))).toBe('none');
  });
});

describe('polling', () => {
  it('polls every 5 s running, 10 s queued, and not at all once over', () => {
    expect(pollingInterval('running')).toBe(5_000);
    expect(pollingInterval('queued')).toBe(10_000);
    expect(pollingInterval('completed')).toBe(0);
    expect(pollingInterval('failed')).toBe(0);
  });
});

describe('contacts for continue without jobs', () => {
  it.each([
    ['1', 1],
    ['5', 5],
    [' 20 ', 20],
  ])('takes %j', (text, count) => {
    expect(parseContactCount(text)).toBe(count);
  });

  it.each(['', '0', '21', '-3', '2.5', 'five'])('refuses %j', (text) => {
    expect(parseContactCount(text)).toBeNull();
  });
});

it('leads to the Autopilot settings tab in retry mode for the task', () => {
  expect(adjustThresholdPath('task 1')).toBe('/settings?tab=Autopilot&retry_task=task+1');
});
