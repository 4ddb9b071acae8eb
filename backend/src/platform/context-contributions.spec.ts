import type { Migration } from 'kysely';
import type { RecordedEvent } from './event-store/event-store.port';

type Registry = typeof import('./context-contributions');
type Migrations = typeof import('./database/migrations');
type Upcasters = typeof import('./event-store/event-upcasters');

/** A fresh copy of the registry and its readers, as a process has before its composition root runs. */
function freshPlatform(): Registry & Migrations & Upcasters {
  let modules!: Registry & Migrations & Upcasters;
  jest.isolateModules(() => {
    modules = {
      ...(require('./context-contributions') as Registry),
      ...(require('./database/migrations') as Migrations),
      ...(require('./event-store/event-upcasters') as Upcasters),
    };
  });
  return modules;
}

const migration: Migration = { up: async () => undefined };

const stored = (type: string, data: unknown, schemaVersion: number): RecordedEvent => ({
  streamId: 'toy-1',
  streamVersion: 0,
  position: '1',
  eventId: 'e-1',
  type,
  data,
  metadata: {
    eventId: 'e-1',
    actorUserId: null,
    correlationId: 'c-1',
    causationId: null,
    recordedAt: '2026-01-01T00:00:00.000Z',
    schemaVersion,
  },
});

describe('the contexts registry the platform reads', () => {
  it("migrates the contexts' tables in one history with the platform's", () => {
    const platform = freshPlatform();
    platform.registerContexts({ toys: { migrations: { '2026-12-01-0000-toys': migration } } });

    const names = Object.keys(platform.writeSideMigrations());

    expect(names).toContain('2026-12-01-0000-toys');
    expect(names).toContain('2026-11-22-0100-auth-refresh-tokens');
  });

  it("upcasts the contexts' events and writes new ones at the version after the last step", () => {
    const platform = freshPlatform();
    platform.registerContexts({
      toys: {
        upcasts: [
          {
            eventType: 'ToyMade',
            fromSchemaVersion: 1,
            step: (data: { name: string }) => ({ ...data, colour: 'red' }),
          },
        ],
      },
    });

    expect(platform.upcaster.upcast(stored('ToyMade', { name: 'ball' }, 1)).data).toEqual({
      name: 'ball',
      colour: 'red',
    });
    expect(platform.upcaster.currentVersion('ToyMade')).toBe(2);
    expect(platform.upcaster.currentVersion('ToySold')).toBe(1);
  });

  it('refuses to migrate or read events before the composition root registered the contexts', () => {
    const platform = freshPlatform();

    expect(() => platform.writeSideMigrations()).toThrow('import backend/src/contexts');
    expect(() => platform.upcaster.currentVersion('ToyMade')).toThrow('import backend/src/contexts');
  });

  it('refuses a second registration and a migration name two owners share', () => {
    const platform = freshPlatform();
    platform.registerContexts({
      toys: { migrations: { '2026-11-22-0100-auth-refresh-tokens': migration } },
    });

    expect(() => platform.registerContexts({})).toThrow('registered once');
    expect(() => platform.writeSideMigrations()).toThrow(
      'Migration 2026-11-22-0100-auth-refresh-tokens of toys has the name of another one',
    );
  });
});
