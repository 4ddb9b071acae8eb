import { ANY, NO_STREAM, STREAM_EXISTS } from '@eventstore/db-client';
import { describeEventStoreContract } from '../event-store.contract-suite';
import {
  EventStoreDbEventStore,
  formatEsdbPosition,
  fromCurrentRevision,
  isSystemRecord,
  parseEsdbPosition,
  toEsdbEventId,
  toExpectedRevision,
} from './eventstoredb-event-store';

// Needs a server: `docker compose up -d eventstore`, then EVENTSTORE_URL=esdb://localhost:2113?tls=false.
const eventStoreUrl = process.env.EVENTSTORE_URL;
if (eventStoreUrl) {
  describeEventStoreContract('EventStoreDB', async ({ upcaster }) =>
    EventStoreDbEventStore.fromConnectionString(eventStoreUrl, { upcaster, pollIntervalMs: 20 }),
  );
}

describe('EventStoreDB adapter mappings', () => {
  it('maps expected states to the client revision options', () => {
    expect(toExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toExpectedRevision(-1)).toBe(NO_STREAM);
    expect(toExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
    expect(toExpectedRevision('any')).toBe(ANY);
    expect(toExpectedRevision(0)).toBe(0n);
    expect(toExpectedRevision(41)).toBe(41n);
    expect(() => toExpectedRevision(-2)).toThrow();
    expect(() => toExpectedRevision(1.5)).toThrow();
  });

  it('reads the server current revision as a stream version, -1 for no stream', () => {
    expect(fromCurrentRevision(NO_STREAM)).toBe(-1);
    expect(fromCurrentRevision(7n)).toBe(7);
  });

  it('formats $all positions so that string order is log order, and parses them back', () => {
    const positions = [
      { commit: 9n, prepare: 9n },
      { commit: 10n, prepare: 3n },
      { commit: 10n, prepare: 10n },
      { commit: 18446744073709551615n, prepare: 18446744073709551615n },
    ].map(formatEsdbPosition);

    expect([...positions].sort()).toEqual(positions);
    expect(parseEsdbPosition(positions[1])).toEqual({ commit: 10n, prepare: 3n });
    expect(() => parseEsdbPosition('10-3')).toThrow();
  });

  it('keeps UUID event ids and maps any other id to the same UUID every time', () => {
    const uuid = '3f2a0c1e-8b7d-4c6e-9a5b-1d2e3f4a5b6c';
    expect(toEsdbEventId(uuid)).toBe(uuid);
    expect(toEsdbEventId('signup:42')).toBe(toEsdbEventId('signup:42'));
    expect(toEsdbEventId('signup:42')).not.toBe(toEsdbEventId('signup:43'));
    expect(toEsdbEventId('signup:42')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('recognises system records by a $ type or stream', () => {
    expect(isSystemRecord({ type: '$metadata', streamId: '$$club-1' })).toBe(true);
    expect(isSystemRecord({ type: '$>', streamId: '$ce-club' })).toBe(true);
    expect(isSystemRecord({ type: 'ClubCreated', streamId: 'club-1' })).toBe(false);
  });
});
