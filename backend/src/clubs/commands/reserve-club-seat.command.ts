import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';

export interface ReserveClubSeatResult {
  clubCode: string;
  clubName: string;
  checkpoint: string;
}

/** Throws ClubNotFound, ClubInactive or ClubFull when no seat can be given. */
export class ReserveClubSeat extends Command<ReserveClubSeatResult> {
  constructor(
    readonly clubCode: string,
    readonly userId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
