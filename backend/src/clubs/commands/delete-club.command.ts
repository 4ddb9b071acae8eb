import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { ClubCommandResult } from './execute-club-command';

export class DeleteClub extends Command<ClubCommandResult> {
  constructor(
    readonly clubCode: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
