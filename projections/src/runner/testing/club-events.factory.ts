import type { ClubEvent } from '@outreach/backend/clubs/club.events';
import { clubStreamId } from '@outreach/backend/clubs/club.events';
import type { EventStore, NewEvent, Position } from '@outreach/backend/platform/event-store/event-store.port';

type Data<T extends ClubEvent['type']> = Extract<ClubEvent, { type: T }>['data'];

export const clubCreated = (data: Partial<Data<'ClubCreated'>> & { clubCode: string }): NewEvent => ({
  type: 'ClubCreated',
  data: { clubName: `Club ${data.clubCode}`, maxFreeSignups: 5, isActive: true, ...data },
});
export const clubUpdated = (data: Data<'ClubUpdated'>): NewEvent => ({ type: 'ClubUpdated', data });
export const clubDeleted = (clubCode: string): NewEvent => ({ type: 'ClubDeleted', data: { clubCode } });
export const clubSignupRecorded = (clubCode: string, userId = `user-${clubCode}`): NewEvent => ({
  type: 'ClubSignupRecorded',
  data: { clubCode, userId },
});

/** Appends to a club's stream whatever its current version; returns the position of the last event. */
export async function appendToClub(
  store: EventStore,
  clubCode: string,
  events: NewEvent[],
): Promise<Position> {
  const result = await store.append(clubStreamId(clubCode), events, { expected: 'any' });
  return result.lastPosition;
}

export interface ClubHistoryShape {
  clubs: number;
  /** Sign-ups per club; more than the club's maximum exercise the floor of remaining_signups at zero. */
  signups: number;
  prefix?: string;
}

/**
 * Appends a mixed history in rounds so clubs interleave in the log: create, sign-ups, renames and
 * limit changes, every 5th club deleted and every 10th deleted then re-created. Returns the last position.
 */
export async function appendClubHistory(store: EventStore, shape: ClubHistoryShape): Promise<Position> {
  const codes = Array.from(
    { length: shape.clubs },
    (_, i) => `${shape.prefix ?? 'club'}-${String(i).padStart(4, '0')}`,
  );
  let last: Position = '';
  const round = async (eventsFor: (code: string, index: number) => NewEvent[]) => {
    for (let start = 0; start < codes.length; start += 25) {
      const chunk = codes.slice(start, start + 25);
      const positions = await Promise.all(
        chunk.map((code, offset) => {
          const events = eventsFor(code, start + offset);
          return events.length === 0 ? Promise.resolve('') : appendToClub(store, code, events);
        }),
      );
      for (const position of positions) if (position > last) last = position;
    }
  };
  await round((code, i) => [clubCreated({ clubCode: code, maxFreeSignups: 3 + (i % 4) })]);
  for (let s = 0; s < shape.signups; s += 1) {
    await round((code, i) => [
      clubSignupRecorded(code, `user-${s}`),
      ...(s === 1 ? [clubUpdated({ clubCode: code, clubName: `Renamed ${code}` })] : []),
      ...(s === 2 && i % 3 === 0
        ? [clubUpdated({ clubCode: code, maxFreeSignups: 2, isActive: i % 2 === 0 })]
        : []),
    ]);
  }
  await round((code, i) => (i % 5 === 0 ? [clubDeleted(code)] : []));
  await round((code, i) =>
    i % 10 === 0
      ? [clubCreated({ clubCode: code, clubName: `Again ${code}` }), clubSignupRecorded(code)]
      : [],
  );
  return last;
}
