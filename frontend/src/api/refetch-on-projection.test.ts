import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import type { ProjectionBatch } from '@outreach/backend/platform/realtime/server-events.contract';
import { describe, expect, it, vi } from 'vitest';
import { pushProjection, reconnectRealtime } from '../testing/socket-mock';
import { refetchOnProjection } from './refetch-on-projection';

const batch = (projection: ProjectionName, keys: string[] | null): ProjectionBatch => ({
  projection,
  checkpoint: '7',
  keys,
});

describe('refetchOnProjection', () => {
  it("refetches on its projection's pushes that concern it, with the batch", () => {
    const refetch = vi.fn();
    refetchOnProjection('users-list', (pushed) => pushed.keys?.includes('u1') ?? true, refetch);

    pushProjection(batch('clubs-list', null));
    pushProjection(batch('users-list', ['u2']));
    expect(refetch).not.toHaveBeenCalled();

    pushProjection(batch('users-list', ['u1']));
    pushProjection(batch('users-list', null));
    expect(refetch.mock.calls).toEqual([[batch('users-list', ['u1'])], [batch('users-list', null)]]);
  });

  it('refetches after a reconnect, since pushes sent meanwhile are lost', () => {
    const refetch = vi.fn();
    refetchOnProjection('clubs-list', () => false, refetch);

    reconnectRealtime();

    expect(refetch.mock.calls).toEqual([[null]]);
  });

  it('stops listening once cleaned up', () => {
    const refetch = vi.fn();
    const stop = refetchOnProjection('clubs-list', () => true, refetch);

    stop();
    pushProjection(batch('clubs-list', null));
    reconnectRealtime();

    expect(refetch).not.toHaveBeenCalled();
  });
});
