import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { ClubView, CreateClubBody, UpdateClubBody } from '../club.schemas';

export interface ClubCommandResult {
  club: ClubView | null;
  checkpoint: string;
}

export class CreateClubCommand extends Command<ClubCommandResult> {
  constructor(
    readonly body: CreateClubBody,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

export class UpdateClubCommand extends Command<ClubCommandResult> {
  constructor(
    readonly clubCode: string,
    readonly body: UpdateClubBody,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

export class DeleteClubCommand extends Command<ClubCommandResult> {
  constructor(
    readonly clubCode: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
