import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ClubFull, ClubInactive, ClubNotFound } from '../clubs/club.errors';
import { clubCode } from '../clubs/club.contract';
import { reserveClubSeat } from '../clubs/club.commands';
import { GetUserProfile } from '../users/queries/get-user-profile.query';
import { registerOrSignIn, type SponsorshipOutcome } from '../users/user.commands';
import { userIdForEmail } from '../users/user-id';
import { commandMetadata, CommandMetadata } from '../platform/commands/command-metadata';
import type { SignInIntent } from './sign-in-intent';
import type { VerifiedIdentity } from './verified-identity';

export interface ClubLinkOutcome {
  clubCode: string;
  clubName: string;
  status: 'granted' | 'full' | 'inactive';
}

export interface SignUpOutcome {
  userId: string;
  email: string;
  /** The account existed before: this was a sign-in (no seat is ever used for it). */
  existingUser: boolean;
  /** What the club named by utm_source did for a new member; null when utm_source names no club. */
  club: ClubLinkOutcome | null;
}

/**
 * Sign-in and sign-up across the users and clubs contexts. A new member arriving through a club link first
 * reserves a seat (keyed by their deterministic user id), then registers with the outcome. Seat first: a
 * sign-up retried after failing between the two finds its own seat and reuses it instead of taking another,
 * and the club stream alone decides who gets the last seat.
 */
@Injectable()
export class SignUpProcess {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async run(
    identity: VerifiedIdentity,
    intent: SignInIntent,
    correlationId = randomUUID(),
  ): Promise<SignUpOutcome> {
    const userId = userIdForEmail(identity.email);
    const meta = commandMetadata(userId, { correlationId });
    const code = intent.flow === 'signup' ? clubCodeOf(intent.utm.source) : null;
    const sponsorship =
      code && !(await this.isRegistered(userId)) ? await this.reserveSeat(code, userId, meta) : null;
    const { flow, plan, cycle, utm } = intent;
    const result = await this.commands.execute(
      registerOrSignIn(identity, { flow, plan, cycle, utm, sponsorship }, meta),
    );
    return {
      userId,
      email: result.email,
      existingUser: result.existingUser,
      club: clubLinkOutcome(sponsorship, result.sponsor?.clubCode ?? null),
    };
  }

  private async isRegistered(userId: string): Promise<boolean> {
    return (await this.queries.execute(new GetUserProfile(userId))) !== null;
  }

  /** null when no club has this code: utm_source is then an ordinary campaign source. */
  private async reserveSeat(
    code: string,
    userId: string,
    meta: CommandMetadata,
  ): Promise<SponsorshipOutcome | null> {
    try {
      const seat = await this.commands.execute(
        reserveClubSeat({ type: 'ReserveClubSeat', data: { clubCode: code, userId } }, meta),
      );
      return { granted: { clubCode: seat.clubCode, clubName: seat.clubName } };
    } catch (error) {
      if (error instanceof ClubNotFound) return null;
      if (error instanceof ClubFull || error instanceof ClubInactive) {
        const reason = error instanceof ClubFull ? 'full' : 'inactive';
        return { refused: { clubCode: error.clubCode, clubName: error.clubName, reason } };
      }
      throw error;
    }
  }
}

/** Club links carry the club code as utm_source; anything that cannot be a code is just a source. */
function clubCodeOf(source: string | undefined): string | null {
  if (!source) return null;
  const parsed = clubCode.safeParse(source);
  return parsed.success ? parsed.data : null;
}

function clubLinkOutcome(
  sponsorship: SponsorshipOutcome | null,
  sponsorCode: string | null,
): ClubLinkOutcome | null {
  if (!sponsorship) return null;
  if ('refused' in sponsorship) {
    const { clubCode: code, clubName, reason } = sponsorship.refused;
    return { clubCode: code, clubName, status: reason };
  }
  const { clubCode: code, clubName } = sponsorship.granted;
  // A concurrent sign-up through another club's link may have sponsored the account first.
  return sponsorCode === code ? { clubCode: code, clubName, status: 'granted' } : null;
}
