import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { executeSavedJobCommand } from './execute-saved-job-command';
import { RemoveSavedJob, type RemoveSavedJobResult } from './remove-saved-job.command';

@CommandHandler(RemoveSavedJob)
export class RemoveSavedJobHandler implements ICommandHandler<RemoveSavedJob> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, jobTitle, companyName, meta }: RemoveSavedJob): Promise<RemoveSavedJobResult> {
    const { checkpoint } = await executeSavedJobCommand(
      this.store,
      { type: 'RemoveJob', data: { userId, job_title: jobTitle, company_name: companyName } },
      meta,
    );
    return { deleted: true, checkpoint };
  }
}
