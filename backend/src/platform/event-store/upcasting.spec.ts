import { recordedEvent } from '../testing/recorded-event.factory';
import { noUpcasting, UpcasterRegistry } from './upcasting';

const recorded = (type: string, data: unknown, schemaVersion: number) =>
  recordedEvent(
    { type, data },
    {
      streamId: 'club-a',
      position: '00000000000000000001-00000000000000000001',
      eventId: 'e-1',
      metadata: { recordedAt: '2025-01-01T00:00:00.000Z', schemaVersion },
    },
  );

describe('UpcasterRegistry', () => {
  const registry = () =>
    new UpcasterRegistry()
      .register('ClubCreated', 1, (data: { name: string }) => ({ clubName: data.name }))
      .register('ClubCreated', 2, (data: { clubName: string }) => ({ ...data, maxFreeSignups: 0 }));

  it('runs every step from the stored version up to the current one', () => {
    const upcast = registry().upcast(recorded('ClubCreated', { name: 'IEEE' }, 1));

    expect(upcast.data).toEqual({ clubName: 'IEEE', maxFreeSignups: 0 });
    expect(upcast.metadata.schemaVersion).toBe(3);
    expect(upcast.metadata.eventId).toBe('e-1');
  });

  it('starts from the middle when the event was stored at a later version', () => {
    const upcast = registry().upcast(recorded('ClubCreated', { clubName: 'IEEE' }, 2));

    expect(upcast.data).toEqual({ clubName: 'IEEE', maxFreeSignups: 0 });
    expect(upcast.metadata.schemaVersion).toBe(3);
  });

  it('leaves current events and other types untouched', () => {
    const current = recorded('ClubCreated', { clubName: 'IEEE', maxFreeSignups: 4 }, 3);
    const other = recorded('ClubDeleted', {}, 1);

    expect(registry().upcast(current)).toBe(current);
    expect(registry().upcast(other)).toBe(other);
  });

  it('does not change the event it was given', () => {
    const stored = recorded('ClubCreated', { name: 'IEEE' }, 1);

    registry().upcast(stored);

    expect(stored.data).toEqual({ name: 'IEEE' });
    expect(stored.metadata.schemaVersion).toBe(1);
  });

  it('reports the version new events of a type are written with', () => {
    expect(registry().currentVersion('ClubCreated')).toBe(3);
    expect(registry().currentVersion('ClubDeleted')).toBe(1);
    expect(noUpcasting.currentVersion('ClubCreated')).toBe(1);
  });

  it('refuses a second step for the same version and versions below 1', () => {
    expect(() => registry().register('ClubCreated', 2, (data) => data)).toThrow(/already registered/);
    expect(() => new UpcasterRegistry().register('ClubCreated', 0, (data) => data)).toThrow(/start at 1/);
  });
});
