import type { CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, decisionTargets } from '../platform/commands/decide.command';
import type { Recorded } from '../platform/commands/decider';
import type { ClubView } from './club.contract';
import { clubDecider, type ClubCommand, type ClubState, type ReserveClubSeat } from './club.decider';
import { clubStreamId, type ClubEvent } from './club.events';

export interface ClubCommandResult {
  club: ClubView | null;
  checkpoint: string;
}

export interface ReserveClubSeatResult {
  clubCode: string;
  clubName: string;
  checkpoint: string;
}

const clubTargets = decisionTargets(clubDecider, (command) => clubStreamId(command.data.clubCode));

/** The admin's create, update and delete: each answers the club as the command left it. */
const clubs = clubTargets<Exclude<ClubCommand, ReserveClubSeat>, ClubCommandResult>(
  ({ state, events, checkpoint }) => ({ club: state.exists ? clubView(state, events) : null, checkpoint }),
);

/**
 * A member's seat, taken through the club link. Every sign-up through a popular link appends to the one club stream;
 * each lost append means another racer took a seat (or an admin edited the club), so a racer can lose at most once
 * per seat left before it sees the club full: the cap only guards against a runaway, the jitter spreads the retries.
 */
const clubSeats = clubTargets<ReserveClubSeat, ReserveClubSeatResult>(
  ({ state, checkpoint }, command) => ({
    clubCode: command.data.clubCode,
    clubName: state.clubName,
    checkpoint,
  }),
  { maxAttempts: 500, retryJitterMs: 20 },
);

export const decideClub = (command: Exclude<ClubCommand, ReserveClubSeat>, meta: CommandMetadata) =>
  new Decide(clubs, command, meta);

/** Throws ClubNotFound, ClubInactive or ClubFull when no seat can be given. */
export const reserveClubSeat = (command: ReserveClubSeat, meta: CommandMetadata) =>
  new Decide(clubSeats, command, meta);

function clubView(state: ClubState, events: Recorded<ClubEvent>[]): ClubView {
  const created = events.find((event) => event.type === 'ClubCreated');
  return {
    club_code: state.clubCode,
    club_name: state.clubName,
    max_free_signups: state.maxFreeSignups,
    current_signups: state.currentSignups,
    remaining_signups: Math.max(0, state.maxFreeSignups - state.currentSignups),
    is_active: state.isActive,
    created_at: created?.metadata.recordedAt ?? null,
    updated_at: events[events.length - 1]?.metadata.recordedAt ?? null,
  };
}
