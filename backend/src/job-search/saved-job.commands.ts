import type { CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, decisionTargets } from '../platform/commands/decide.command';
import type { Recorded } from '../platform/commands/decider';
import type { SavedJobView } from './job-search.contract';
import { savedJobDecider, type RemoveJob, type SaveJobs } from './saved-job.decider';
import { savedJobsStreamId, type SavedJobEvent } from './saved-job.events';

export interface SavedJobsResult {
  jobs_selected: SavedJobView[];
  checkpoint: string;
}

export interface RemoveSavedJobResult {
  deleted: true;
  checkpoint: string;
}

/**
 * Two tabs, or a double click, save to the same stream at once; each loser decides again on the winner's events
 * (so nothing is lost or saved twice), after a short random pause so racers stop colliding in lockstep.
 */
const savedJobTargets = decisionTargets(
  savedJobDecider,
  (command) => savedJobsStreamId(command.data.userId),
  { maxAttempts: 10, retryJitterMs: 20 },
);

const savedJobs = savedJobTargets<SaveJobs, SavedJobsResult>(({ history, checkpoint }) => ({
  jobs_selected: savedJobsOf(history),
  checkpoint,
}));

const removedJobs = savedJobTargets<RemoveJob, RemoveSavedJobResult>(({ checkpoint }) => ({
  deleted: true,
  checkpoint,
}));

/** Saves jobs from the job search (Select); jobs already saved are left as they are. */
export const saveJobs = (command: SaveJobs, meta: CommandMetadata) => new Decide(savedJobs, command, meta);

/** Removes one of the user's saved jobs, named by its title and company (any case). */
export const removeJob = (command: RemoveJob, meta: CommandMetadata) =>
  new Decide(removedJobs, command, meta);

/** The saved jobs as the stream has them now (newest first), so the answer does not wait for the read model. */
function savedJobsOf(history: Recorded<SavedJobEvent>[]): SavedJobView[] {
  const saved = new Map<string, SavedJobView>();
  for (const event of history) {
    if (event.type === 'JobSaved' && !saved.has(event.data.jobKey)) {
      const { company_name, job_title, company_url } = event.data;
      saved.set(event.data.jobKey, {
        company_name,
        job_title,
        company_url,
        saved_at: event.metadata.recordedAt,
      });
    } else if (event.type === 'JobRemoved') {
      saved.delete(event.data.jobKey);
    }
  }
  return [...saved.values()].reverse();
}
