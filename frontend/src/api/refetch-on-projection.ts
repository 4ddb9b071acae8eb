import type { ProjectionBatch } from '@outreach/backend/platform/realtime/server-events.contract';
import { onProjectionUpdated, onRealtimeReconnected } from './socket';

/**
 * Refetches a cached query when its projection pushes a batch it cares about, and after every reconnect
 * (with null), since pushes sent while the socket was down are lost. Returns the cleanup for when the
 * cache entry is removed.
 */
export function refetchOnProjection(
  projection: string,
  shouldRefetch: (batch: ProjectionBatch) => boolean,
  refetch: (batch: ProjectionBatch | null) => void,
): () => void {
  const stopPushes = onProjectionUpdated((batch) => {
    if (batch.projection === projection && shouldRefetch(batch)) refetch(batch);
  });
  const stopReconnects = onRealtimeReconnected(() => refetch(null));
  return () => {
    stopPushes();
    stopReconnects();
  };
}
