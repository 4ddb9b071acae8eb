import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { UpdateClubBody } from '../club.contract';
import type { ClubCommandResult } from './execute-club-command';

export class UpdateClub extends Command<ClubCommandResult> {
  constructor(
    readonly clubCode: string,
    readonly body: UpdateClubBody,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
