import { describe, expect, it } from 'vitest';
import { checkpointSeen, waitForCheckpoint } from './realtime.slice';
import { makeStore } from '../testing/store';

describe('read-your-writes', () => {
  it('keeps the highest checkpoint pushed per projection', () => {
    const store = makeStore();
    store.dispatch(checkpointSeen({ projection: 'clubs-list', checkpoint: '0000000009' }));
    store.dispatch(checkpointSeen({ projection: 'clubs-list', checkpoint: '0000000004' }));
    expect(store.getState().realtime.checkpoints['clubs-list']).toBe('0000000009');
  });

  it('waits until the projection pushes a checkpoint at or past the command', async () => {
    const store = makeStore();
    const waiting = waitForCheckpoint(store.getState, 'clubs-list', '0000000012', 1000);

    store.dispatch(checkpointSeen({ projection: 'users-list', checkpoint: '0000000099' }));
    store.dispatch(checkpointSeen({ projection: 'clubs-list', checkpoint: '0000000011' }));
    store.dispatch(checkpointSeen({ projection: 'clubs-list', checkpoint: '0000000012' }));

    await expect(waiting).resolves.toBe(true);
  });

  it('answers at once when the push arrived before the command response', async () => {
    const store = makeStore();
    store.dispatch(checkpointSeen({ projection: 'clubs-list', checkpoint: '0000000020' }));
    await expect(waitForCheckpoint(store.getState, 'clubs-list', '0000000012', 1000)).resolves.toBe(true);
  });

  it('gives up after the timeout so the caller can refetch anyway', async () => {
    const store = makeStore();
    await expect(waitForCheckpoint(store.getState, 'clubs-list', '0000000012', 20)).resolves.toBe(false);
  });
});
