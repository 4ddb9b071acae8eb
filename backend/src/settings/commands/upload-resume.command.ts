import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { ResumeUploadResult } from '../settings.contract';

export interface UploadedResumeFile {
  fileName: string;
  bytes: Buffer;
}

export class UploadResume extends Command<ResumeUploadResult> {
  constructor(
    readonly userId: string,
    readonly file: UploadedResumeFile,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
