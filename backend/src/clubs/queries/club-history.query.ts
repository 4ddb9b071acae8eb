import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../platform/event-store/event-store.port';
import { ClubState, evolve, initialState } from '../club.decider';
import { ClubEvent, clubStreamId } from '../club.events';
import { ClubNotFound } from '../club.errors';
import type { ClubHistoryItem } from '../club.schemas';

const FIELD_NAMES: Record<string, string> = {
  clubName: 'club_name',
  maxFreeSignups: 'max_free_signups',
  isActive: 'is_active',
};

/** A club's audit trail, read from its stream (the one place reads go to the log, per ARCHITECTURE.md). */
@Injectable()
export class ClubHistoryQuery {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(clubCode: string): Promise<{ items: ClubHistoryItem[] }> {
    const events = await this.store.readStream(clubStreamId(clubCode));
    if (events.length === 0) throw new ClubNotFound(clubCode);
    const emails = await this.actorEmails(events);

    const items: ClubHistoryItem[] = [];
    let state: ClubState = initialState();
    for (const event of events) {
      const clubEvent = event as unknown as ClubEvent;
      items.push({
        event_id: event.eventId,
        type: event.type,
        summary: summarise(clubEvent, state),
        actor: event.metadata.actorUserId
          ? { user_id: event.metadata.actorUserId, email: emails.get(event.metadata.actorUserId) ?? null }
          : null,
        recorded_at: event.metadata.recordedAt,
        changes: changesOf(clubEvent, state),
      });
      state = evolve(state, clubEvent);
    }
    return { items: items.reverse() };
  }

  private async actorEmails(events: RecordedEvent[]): Promise<Map<string, string>> {
    const actors = [
      ...new Set(events.map((event) => event.metadata.actorUserId).filter((id): id is string => !!id)),
    ];
    const entries = await Promise.all(
      actors.map(async (userId) => {
        const [first] = await this.store.readStream(`user-${userId}`, { maxCount: 1 });
        const email =
          first && typeof (first.data as { email?: unknown }).email === 'string'
            ? (first.data as { email: string }).email
            : null;
        return [userId, email] as const;
      }),
    );
    return new Map(entries.filter((entry): entry is readonly [string, string] => entry[1] !== null));
  }
}

function summarise(event: ClubEvent, before: ClubState): string {
  switch (event.type) {
    case 'ClubCreated':
      return `Club '${event.data.clubName}' created with ${event.data.maxFreeSignups} free seats`;
    case 'ClubUpdated':
      return `Club '${event.data.clubName ?? before.clubName}' updated`;
    case 'ClubDeleted':
      return `Club '${before.clubName}' deleted`;
    case 'ClubSignupRecorded':
      return `A member signed up through the club link (seat ${before.currentSignups + 1} of ${before.maxFreeSignups})`;
    default:
      return 'Unknown event';
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
