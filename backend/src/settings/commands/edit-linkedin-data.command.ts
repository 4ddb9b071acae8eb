import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { LinkedInData, LinkedInDataResult } from '../settings-rules.contract';

export class EditLinkedInData extends Command<LinkedInDataResult> {
  constructor(
    readonly userId: string,
    readonly linkedinData: LinkedInData | null,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
