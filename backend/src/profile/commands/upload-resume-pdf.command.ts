import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { ResumeUploadResult } from '../profile.contract';

export interface UploadedResumeFile {
  fileName: string;
  bytes: Buffer;
}

/** A PDF sent to POST /resume: read, stored, then decided as UploadResume. */
export class UploadResumePdf extends Command<ResumeUploadResult> {
  constructor(
    readonly userId: string,
    readonly file: UploadedResumeFile,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
