import { autopilotTaskRun, completeCompany } from '../testing/autopilot-task-run';
import type { AutopilotTaskEvent } from '../autopilot-task.events';
import { AUTOPILOT_COMPANY_QUEUE, AUTOPILOT_RETRY_QUEUE, autopilotTasksFor } from './autopilot-queues';
import { retrySessionId } from './retry-session-id';

const withId = (event: AutopilotTaskEvent, eventId: string) => ({ ...event, eventId });

describe('the tasks each autopilot event queues', () => {
  it('runs each company of a started task, keyed by the event and the company', () => {
    const run = autopilotTaskRun('task-1', 'user-1');
    const [started] = run.start(['Acme', 'Globex']);

    expect(autopilotTasksFor(withId(started, 'event-1'))).toEqual([
      {
        queue: AUTOPILOT_COMPANY_QUEUE,
        payload: { taskId: 'task-1', userId: 'user-1', company: 'Acme' },
        options: { key: 'event-1/Acme' },
      },
      {
        queue: AUTOPILOT_COMPANY_QUEUE,
        payload: { taskId: 'task-1', userId: 'user-1', company: 'Globex' },
        options: { key: 'event-1/Globex' },
      },
    ]);
  });

  it('runs the companies of a restart or a rerun, and the company of a resolved review', () => {
    const run = autopilotTaskRun('task-1', 'user-1');
    run.start(['Acme', 'Globex']);
    completeCompany(run, 'Acme', ['c1']);
    run.send('BeginCompany', { company: 'Globex' });
    run.send('RecordScoredJobs', {
      company: 'Globex',
      jobs: [{ id: 'j1', title: 'Engineer', location: 'Remote', score: 2, matches: [] }],
    });
    const [resolved] = run.send('ContinueWithoutJobs', { company: 'Globex', contactCount: 2 });
    run.send('RecordContacts', {
      company: 'Globex',
      contacts: [{ contactId: 'c2', name: 'C', title: 'T', score: 0.5, matches: [] }],
    });
    run.send('CompleteCompany', { company: 'Globex' });
    const [rerun] = run.send('RerunCompanies', { companies: ['Globex'] });

    expect(autopilotTasksFor(withId(resolved, 'event-2')).map((task) => task.options.key)).toEqual([
      'event-2/Globex',
    ]);
    expect(autopilotTasksFor(withId(rerun, 'event-3'))).toEqual([
      {
        queue: AUTOPILOT_COMPANY_QUEUE,
        payload: { taskId: 'task-1', userId: 'user-1', company: 'Globex' },
        options: { key: 'event-3/Globex' },
      },
    ]);
  });

  it('holds a scheduled retry until its time, and queues nothing for the steps themselves', () => {
    const run = autopilotTaskRun('task-1', 'user-1');
    run.start(['Acme']);
    const steps = run.send('BeginCompany', { company: 'Acme' });
    const failed = run.send('FailCompany', { company: 'Acme', step: 'search', reason: 'down' });
    const retry = failed.find((event) => event.type === 'RetryScheduled');
    if (retry?.type !== 'RetryScheduled') throw new Error('no retry');

    expect(autopilotTasksFor(withId(retry, 'event-4'))).toEqual([
      {
        queue: AUTOPILOT_RETRY_QUEUE,
        payload: { taskId: 'task-1', userId: 'user-1', retryId: retry.data.retryId },
        options: { key: 'event-4', startAfter: new Date(retry.data.scheduledFor) },
      },
    ]);
    for (const event of [...steps, ...failed.filter((e) => e !== retry)]) {
      expect(autopilotTasksFor(withId(event, 'event-5'))).toEqual([]);
    }
  });
});

describe('retrySessionId', () => {
  it('derives one session per (task, retry)', () => {
    expect(retrySessionId('task-1', 'retry-1')).toBe(retrySessionId('task-1', 'retry-1'));
    expect(retrySessionId('task-1', 'retry-1')).toMatch(/^[0-9a-f-]{36}$/);
    expect(retrySessionId('task-1', 'retry-2')).not.toBe(retrySessionId('task-1', 'retry-1'));
    expect(retrySessionId('task-2', 'retry-1')).not.toBe(retrySessionId('task-1', 'retry-1'));
  });
});
