import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { auditUser, userEmails, type ActorEmailsReadModel } from '../../platform/audit/actor-emails';
import { DATABASE } from '../../platform/database/database';
import { asRecorded } from '../../platform/commands/execute-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { summarizeClubEvent } from '../club-event-summaries';
import { ClubState, evolve, initialState } from '../club.decider';
import { ClubEvent, clubStreamId } from '../club.events';
import { ClubNotFound } from '../club.errors';
import type { ClubHistoryItem } from '../club.contract';

const FIELD_NAMES: Record<string, string> = {
  clubName: 'club_name',
  maxFreeSignups: 'max_free_signups',
  isActive: 'is_active',
};

/** A club's audit trail, read from its stream (the one place reads go to the log, per ARCHITECTURE.md). */
@Injectable()
export class ClubHistoryQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ActorEmailsReadModel>,
  ) {}

  async execute(clubCode: string): Promise<{ items: ClubHistoryItem[] }> {
    const events = asRecorded<ClubEvent>(await this.store.readStream(clubStreamId(clubCode)));
    if (events.length === 0) throw new ClubNotFound(clubCode);
    const emails = await userEmails(
      this.db,
      events.flatMap((event) => [
        ...(event.metadata.actorUserId ? [event.metadata.actorUserId] : []),
        ...(event.type === 'ClubSignupRecorded' ? [event.data.userId] : []),
      ]),
    );

    const items: ClubHistoryItem[] = [];
    let state: ClubState = initialState();
    for (const event of events) {
      items.push({
        event_id: event.eventId,
        type: event.type,
        summary: summarizeClubEvent(event, state),
        actor: auditUser(event.metadata.actorUserId, emails),
        recorded_at: event.metadata.recordedAt,
        changes: changesOf(event, state),
        ...(event.type === 'ClubSignupRecorded'
          ? { member: { user_id: event.data.userId, email: emails.get(event.data.userId) ?? null } }
          : {}),
      });
      state = evolve(state, event);
    }
    return { items: items.reverse() };
  }
}

function changesOf(event: ClubEvent, before: ClubState): ClubHistoryItem['changes'] {
  if (event.type === 'ClubCreated') {
    return [
      { field: 'club_name', from: null, to: event.data.clubName },
      { field: 'max_free_signups', from: null, to: event.data.maxFreeSignups },
      { field: 'is_active', from: null, to: event.data.isActive },
    ];
  }
  if (event.type === 'ClubUpdated') {
    const { clubCode: _code, ...changed } = event.data;
    return Object.entries(changed).map(([key, to]) => ({
      field: FIELD_NAMES[key] ?? key,
      from: before[key as keyof ClubState],
      to,
    }));
  }
  if (event.type === 'ClubSignupRecorded') {
    return [{ field: 'current_signups', from: before.currentSignups, to: before.currentSignups + 1 }];
  }
  return [];
}
