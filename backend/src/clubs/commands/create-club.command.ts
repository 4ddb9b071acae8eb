import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { CreateClubBody } from '../club.contract';
import type { ClubCommandResult } from './execute-club-command';

export class CreateClub extends Command<ClubCommandResult> {
  constructor(
    readonly body: CreateClubBody,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
