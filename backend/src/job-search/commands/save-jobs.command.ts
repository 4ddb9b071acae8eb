import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { JobToSave } from '../saved-job.decider';
import type { SavedJobsResult } from './execute-saved-job-command';

/** Saves jobs from the job search (Select); jobs already saved are left as they are. */
export class SaveJobs extends Command<SavedJobsResult> {
  constructor(
    readonly userId: string,
    readonly jobs: JobToSave[],
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
