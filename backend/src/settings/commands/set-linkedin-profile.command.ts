import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { LinkedInProfileResult, SetLinkedInProfileBody } from '../settings.contract';

export class SetLinkedInProfile extends Command<LinkedInProfileResult> {
  constructor(
    readonly userId: string,
    readonly body: SetLinkedInProfileBody,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
