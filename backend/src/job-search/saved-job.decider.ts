import { UnknownCommand, type Decider } from '../platform/commands/decider';
import { jobKeyOf } from './saved-job-key';
import { SavedJobNotFound, TooManySavedJobs } from './saved-job.errors';
import type { SavedJobEvent } from './saved-job.events';

/** A user keeps at most this many saved jobs; the saved-jobs modal and the contact search read them all. */
export const MAX_SAVED_JOBS = 500;

/** Title, company and web address arrive trimmed; company_url is '' when the job has none. */
export interface JobToSave {
  company_name: string;
  job_title: string;
  company_url: string;
}

export interface SaveJobs {
  type: 'SaveJobs';
  data: { userId: string; jobs: JobToSave[] };
}

export interface RemoveJob {
  type: 'RemoveJob';
  data: { userId: string; job_title: string; company_name: string };
}

export type SavedJobCommand = SaveJobs | RemoveJob;

export interface SavedJobsState {
  /** By jobKey, in the order saved. */
  saved: Record<string, JobToSave>;
  count: number;
}

export const initialState = (): SavedJobsState => ({ saved: {}, count: 0 });

export function evolve(state: SavedJobsState, event: SavedJobEvent): SavedJobsState {
  switch (event.type) {
    case 'JobSaved': {
      const { jobKey, company_name, job_title, company_url } = event.data;
      if (Object.hasOwn(state.saved, jobKey)) return state;
      return {
        saved: { ...state.saved, [jobKey]: { company_name, job_title, company_url } },
        count: state.count + 1,
      };
    }
    case 'JobRemoved': {
      if (!Object.hasOwn(state.saved, event.data.jobKey)) return state;
      const { [event.data.jobKey]: _removed, ...saved } = state.saved;
      return { saved, count: state.count - 1 };
    }
    default:
      return state;
  }
}

export function decide(command: SavedJobCommand, state: SavedJobsState): SavedJobEvent[] {
  const { userId } = command.data;
  switch (command.type) {
    case 'SaveJobs': {
      const events: SavedJobEvent[] = [];
      const seen = new Set<string>();
      for (const job of command.data.jobs) {
        const jobKey = jobKeyOf(job.job_title, job.company_name);
        // Saving a saved job, or the same job twice in one list, records nothing.
        if (Object.hasOwn(state.saved, jobKey) || seen.has(jobKey)) continue;
        seen.add(jobKey);
        events.push({ type: 'JobSaved', data: { userId, jobKey, ...job } });
      }
      if (state.count + events.length > MAX_SAVED_JOBS) throw new TooManySavedJobs(MAX_SAVED_JOBS);
      return events;
    }
    case 'RemoveJob': {
      const jobKey = jobKeyOf(command.data.job_title, command.data.company_name);
      const saved = Object.hasOwn(state.saved, jobKey) ? state.saved[jobKey] : undefined;
      if (!saved) throw new SavedJobNotFound();
      return [
        {
          type: 'JobRemoved',
          data: { userId, jobKey, company_name: saved.company_name, job_title: saved.job_title },
        },
      ];
    }
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const savedJobDecider: Decider<SavedJobCommand, SavedJobEvent, SavedJobsState> = {
  initialState,
  evolve,
  decide,
};
