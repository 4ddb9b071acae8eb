import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { savedJobsStreamId } from '../saved-job.events';
import { executeSavedJobCommand, savedJobsOf, type SavedJobsResult } from './execute-saved-job-command';
import { SaveJobs } from './save-jobs.command';

@CommandHandler(SaveJobs)
export class SaveJobsHandler implements ICommandHandler<SaveJobs> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, jobs, meta }: SaveJobs): Promise<SavedJobsResult> {
    const { checkpoint } = await executeSavedJobCommand(
      this.store,
      { type: 'SaveJobs', data: { userId, jobs } },
      meta,
    );
    const history = await this.store.readStream(savedJobsStreamId(userId));
    return { jobs_selected: savedJobsOf(history), checkpoint };
  }
}
