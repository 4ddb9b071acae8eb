import type { Server } from 'socket.io';
import { PROJECTION_NAMES, PROJECTIONS } from './projections.contract';
import { RealtimePublisher, roomsFor } from './realtime.publisher';
import type { ClientEvents, ProjectionBatch, ServerEvents } from './server-events.contract';

/** A socket.io server that records where each push went; `rooms` are the rooms with a socket on this node. */
function fakeServer(rooms: string[]) {
  const sent: { to: string[] | 'everyone'; batch: ProjectionBatch }[] = [];
  const server = {
    to: (to: string[]) => ({ emit: (_event: string, batch: ProjectionBatch) => sent.push({ to, batch }) }),
    emit: (_event: string, batch: ProjectionBatch) => sent.push({ to: 'everyone', batch }),
    of: () => ({ adapter: { rooms: new Map(rooms.map((room) => [room, new Set<string>()])) } }),
  };
  return { server: server as unknown as Server<ClientEvents, ServerEvents>, sent };
}

const userRooms = () => ['user:ada', 'user:bob'];

describe('roomsFor', () => {
  const batch = (keys: string[] | null): ProjectionBatch => ({
    projection: 'user-settings',
    checkpoint: '1',
    keys,
  });

  it("sends an owner's batch to the room of each key, and to every user when any may have changed", () => {
    expect(roomsFor('owner', batch(['ada']), userRooms)).toEqual(['user:ada']);
    expect(roomsFor('owner', batch(null), userRooms)).toEqual(['user:ada', 'user:bob']);
  });

  it('sends an admin read model to the admins room whatever its keys', () => {
    expect(roomsFor('admins', batch(['ada']), userRooms)).toEqual(['admins']);
  });

  it('sends a public read model to everyone and a server-only one to nobody', () => {
    expect(roomsFor('public', batch(null), userRooms)).toBe('everyone');
    expect(roomsFor('none', batch(null), userRooms)).toEqual([]);
  });
});

describe('RealtimePublisher', () => {
  it('pushes each projection to the audience the registry declares', () => {
    const { server, sent } = fakeServer(['user:ada', 'admins']);
    const publisher = new RealtimePublisher();
    publisher.attach(server);

    publisher.publish({ projection: 'clubs-list', checkpoint: '1', keys: ['debate'] });
    publisher.publish({ projection: 'drafts-list', checkpoint: '2', keys: ['ada'] });
    publisher.publish({ projection: 'superseded-gateway-subscriptions', checkpoint: '3', keys: ['ada'] });

    expect(sent.map(({ to, batch }) => [batch.projection, to])).toEqual([
      ['clubs-list', ['admins']],
      ['drafts-list', ['user:ada']],
    ]);
    expect(publisher.latest('superseded-gateway-subscriptions')).toBe('3');
  });

  it('after missed notifications pushes every pushed projection at its latest checkpoint with keys null', () => {
    const { server, sent } = fakeServer(['user:ada']);
    const publisher = new RealtimePublisher();
    publisher.attach(server);
    publisher.publish({ projection: 'saved-jobs', checkpoint: '7', keys: ['ada'] });
    sent.length = 0;

    publisher.publishEverythingChanged();

    const pushed = PROJECTION_NAMES.filter((name) => PROJECTIONS[name].audience !== 'none');
    expect(sent.map(({ batch }) => batch.projection)).toEqual(pushed);
    expect(sent.every(({ batch }) => batch.keys === null)).toBe(true);
    expect(sent.find(({ batch }) => batch.projection === 'saved-jobs')?.batch.checkpoint).toBe('7');
  });
});

describe('RealtimePublisher.batches', () => {
  it('hands every published batch to the server listeners, before any socket is attached, until they leave', () => {
    const publisher = new RealtimePublisher();
    const heard: ProjectionBatch[] = [];
    expect(publisher.listening()).toBe(false);
    const listener = publisher.batches.subscribe((batch) => heard.push(batch));
    expect(publisher.listening()).toBe(true);
    const batch: ProjectionBatch = { projection: 'autopilot-tasks', checkpoint: '7', keys: ['ada'] };
    publisher.publish(batch);
    listener.unsubscribe();
    publisher.publish({ ...batch, checkpoint: '8' });
    expect(heard).toEqual([batch]);
    expect(publisher.listening()).toBe(false);
  });
});
