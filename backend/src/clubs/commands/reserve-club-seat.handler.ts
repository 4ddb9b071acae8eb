import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../platform/commands/handle-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { clubDecider } from '../club.decider';
import { clubStreamId } from '../club.events';
import { ReserveClubSeat, ReserveClubSeatResult } from './reserve-club-seat.command';

// Every sign-up through a popular club link appends to the one club stream. Each lost append means another
// racer took a seat (or an admin edited the club), so a racer can lose at most once per seat left before it
// sees the club full: the cap only guards against a runaway, and the jitter spreads the retries out.
const SEAT_RACE = { maxAttempts: 500, retryJitterMs: 20 };

@CommandHandler(ReserveClubSeat)
export class ReserveClubSeatHandler implements ICommandHandler<ReserveClubSeat, ReserveClubSeatResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ clubCode, userId, meta }: ReserveClubSeat): Promise<ReserveClubSeatResult> {
    const outcome = await handleCommand(
      this.store,
      clubStreamId(clubCode),
      clubDecider,
      { type: 'ReserveClubSeat', data: { clubCode, userId } },
      meta,
      SEAT_RACE,
    );
    return { clubCode, clubName: outcome.state.clubName, checkpoint: outcome.checkpoint };
  }
}
