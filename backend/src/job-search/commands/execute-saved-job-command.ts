import type { CommandMetadata } from '../../platform/commands/command-metadata';
import { handleCommand } from '../../platform/commands/handle-command';
import type { EventStore, RecordedEvent } from '../../platform/event-store/event-store.port';
import { savedJobDecider, type SavedJobCommand } from '../saved-job.decider';
import type { SavedJobView } from '../job-search.contract';
import { savedJobsStreamId, type SavedJobEvent } from '../saved-job.events';

export interface SavedJobsResult {
  jobs_selected: SavedJobView[];
  checkpoint: string;
}

/**
 * Two tabs, or a double click, save to the same stream at once; each loser decides again on the winner's events
 * (so nothing is lost or saved twice), after a short random pause so racers stop colliding in lockstep.
 */
const SAVE_RACE = { maxAttempts: 10, retryJitterMs: 20 };

/** Load the user's saved-jobs stream → decide → append; the handlers only translate their command. */
export async function executeSavedJobCommand(
  store: EventStore,
  decision: SavedJobCommand,
  meta: CommandMetadata,
): Promise<{ checkpoint: string }> {
  const outcome = await handleCommand(
    store,
    savedJobsStreamId(decision.data.userId),
    savedJobDecider,
    decision,
    meta,
    SAVE_RACE,
  );
  return { checkpoint: outcome.checkpoint };
}

/** The saved jobs as the stream has them now (newest first), so the answer does not wait for the read model. */
export function savedJobsOf(history: RecordedEvent[]): SavedJobView[] {
  const saved = new Map<string, SavedJobView>();
  for (const event of history as unknown as (RecordedEvent & SavedJobEvent)[]) {
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
