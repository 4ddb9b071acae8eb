import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { ResumeDeleteResult } from '../profile.contract';

/** DELETE /resume: decided as DeleteResume, then the resume's files are removed. */
export class DeleteResumeAndFiles extends Command<ResumeDeleteResult> {
  constructor(
    readonly userId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
