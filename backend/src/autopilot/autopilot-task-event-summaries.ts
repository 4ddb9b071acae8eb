import type { EventSummaries } from '../platform/audit/event-summaries';
import type { AutopilotTaskEvent } from './autopilot-task.events';

const count = (n: number, noun: string, plural = `${noun}s`) => `${n} ${n === 1 ? noun : plural}`;

/** One sentence per autopilot task event for audit history. */
export const autopilotTaskEventSummaries: EventSummaries<AutopilotTaskEvent> = {
  TaskStarted: ({ data }) =>
    `${data.retryOf ? 'Started an autopilot retry' : 'Started an autopilot task'} for ${count(data.companyNames.length, 'company', 'companies')}`,
  CompanySearchStarted: ({ data }) => `Autopilot began ${data.company} (attempt ${data.attempt})`,
  JobsFound: ({ data }) => `Autopilot found ${count(data.jobs.length, 'job')} at ${data.company}`,
  CompanyScored: ({ data }) =>
    `Autopilot scored ${data.company}'s jobs: ${data.jobsAboveThreshold} at or above ${data.threshold}`,
  CompanyAwaitingReview: ({ data }) => `Autopilot asked for a review of ${data.company}'s jobs`,
  CompanyReviewResolved: ({ data }) =>
    data.mode === 'selected_jobs'
      ? `Continued ${data.company} with ${count(data.jobIds.length, 'selected job')}`
      : `Continued ${data.company} without jobs for ${count(data.contactCount, 'contact')}`,
  ContactsFound: ({ data }) => `Autopilot chose ${count(data.contacts.length, 'contact')} at ${data.company}`,
  DraftGenerated: ({ data }) => `Autopilot drafted an e-mail for a contact at ${data.company}`,
  CompanyCompleted: ({ data }) => `Autopilot completed ${data.company}`,
  CompanyFailed: ({ data }) => `Autopilot failed ${data.company} at ${data.step}: ${data.reason}`,
  RetryScheduled: ({ data }) => `Scheduled a retry of ${data.companies.join(', ')} for ${data.scheduledFor}`,
  RetryCompaniesWithdrawn: ({ data }) =>
    `Took ${data.companies.join(', ')} out of a waiting retry, for a newer decision`,
  RetryProcessed: () => 'Started a scheduled autopilot retry',
  TaskCompleted: ({ data }) => `Autopilot task completed with ${count(data.totalDrafts, 'draft')}`,
  TaskFailed: ({ data }) => `Autopilot task failed: ${data.reason}`,
  TaskForceCompleted: () => 'Stopped and completed an autopilot task',
  TaskRestarted: ({ data }) => `Restarted an autopilot task (restart ${data.restartCount})`,
  TaskRerunRequested: ({ data }) => `Reran ${data.companies.join(', ')} in an autopilot task`,
  TaskDeleted: () => 'Deleted an autopilot task',
};
