import { registerEventSummaries, summarize } from '../platform/audit/event-summaries';
import { recordedEvent } from '../platform/testing/recorded-event.factory';
import { autopilotTaskEventSummaries } from './autopilot-task-event-summaries';
import type { AutopilotTaskEvent } from './autopilot-task.events';
import { autopilotTaskRun, chosenContact, completeCompany, scoredJob } from './testing/autopilot-task-run';

registerEventSummaries<AutopilotTaskEvent>(autopilotTaskEventSummaries);

const sentences = (events: AutopilotTaskEvent[]) => events.map((event) => summarize(recordedEvent(event)));

describe('autopilot task event summaries', () => {
  it("tells a task's run in the user's words, one sentence per event", () => {
    const run = autopilotTaskRun('t1', 'ada');
    run.start(['Acme', 'Beta']);
    completeCompany(run, 'Acme', ['c1']);
    run.send('BeginCompany', { company: 'Beta' });
    run.send('RecordScoredJobs', { company: 'Beta', jobs: [scoredJob('j1', 3)] });
    run.send('ContinueWithoutJobs', { company: 'Beta', contactCount: 2 });
    run.send('RecordContacts', { company: 'Beta', contacts: [chosenContact('c2'), chosenContact('c3')] });
    run.send('FailCompany', { company: 'Beta', step: 'drafting', reason: 'The language model refused.' });

    expect(sentences(run.events)).toEqual([
      'Started an autopilot task for 2 companies',
      'Autopilot began Acme (attempt 1)',
      'Autopilot found 2 jobs at Acme',
      "Autopilot scored Acme's jobs: 1 at or above 8",
      'Autopilot chose 1 contact at Acme',
      'Autopilot drafted an e-mail for a contact at Acme',
      'Autopilot completed Acme',
      'Autopilot began Beta (attempt 1)',
      'Autopilot found 1 job at Beta',
      "Autopilot scored Beta's jobs: 0 at or above 8",
      "Autopilot asked for a review of Beta's jobs",
      'Continued Beta without jobs for 2 contacts',
      'Autopilot chose 2 contacts at Beta',
      'Autopilot failed Beta at drafting: The language model refused.',
      'Scheduled a retry of Beta for 2026-11-29T10:10:00.000Z',
      'Autopilot task completed with 1 draft',
    ]);
  });

  it('says when a task is a retry, stopped, restarted, rerun or deleted', () => {
    const retry = autopilotTaskRun('t2', 'ada');
    retry.start(['Beta'], {
      retryOf: { taskId: 't1', retryId: 'r1', priorAttempts: { Beta: 1 }, priorManualRetries: 1 },
    });
    retry.send('ForceComplete', {});
    retry.send('RerunCompanies', { companies: ['Beta'] });
    retry.send('DeleteTask', {});
    expect(sentences(retry.events)).toEqual([
      'Started an autopilot retry for 1 company',
      'Stopped and completed an autopilot task',
      'Reran Beta in an autopilot task',
      'Deleted an autopilot task',
    ]);

    const failed = autopilotTaskRun('t3', 'ada');
    failed.start(['Core']);
    failed.send('BeginCompany', { company: 'Core' });
    failed.send('FailCompany', { company: 'Core', step: 'search', reason: 'No board answered.' });
    expect(sentences(failed.send('RestartTask', {}))).toEqual([
      'Took Core out of a waiting retry, for a newer decision',
      'Restarted an autopilot task (restart 1)',
    ]);
    expect(sentences(failed.events)).toContain('Autopilot task failed: Every company failed.');
  });
});
