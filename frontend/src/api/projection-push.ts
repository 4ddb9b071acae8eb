import type { TagDescription } from '@reduxjs/toolkit/query';
import {
  isProjectionName,
  PROJECTION_NAMES,
  projectionDeclaration,
  type CacheTagType,
} from '@outreach/backend/platform/realtime/projections.contract';
import type { ProjectionBatch } from '@outreach/backend/platform/realtime/server-events.contract';
import { api } from './api';
import { checkpointSeen } from './realtime.slice';
import type { AppDispatch } from './root-reducer';
import { onProjectionUpdated, onRealtimeReconnected } from './socket';

/**
 * The cached reads a batch makes stale, as the registry declares them: the projection's tags whole, and its keyed
 * tags for the batch's keys only (all of them when keys is null, "anything may have changed"). A read model this
 * client does not know yet refreshes nothing.
 */
export function tagsRefreshedBy({
  projection,
  keys,
}: Pick<ProjectionBatch, 'projection' | 'keys'>): TagDescription<CacheTagType>[] {
  if (!isProjectionName(projection)) return [];
  const { tags, keyedTags = [] } = projectionDeclaration(projection);
  const keyed = keyedTags.flatMap((type): TagDescription<CacheTagType>[] =>
    keys === null ? [type] : keys.map((id) => ({ type, id })),
  );
  return [...tags, ...keyed];
}

/**
 * The one way a push reaches the cache: its checkpoint is recorded for read-your-writes, then every read the
 * projection feeds refetches (an unsubscribed one is dropped and loads fresh on its next use).
 */
export function applyProjectionPush(batch: ProjectionBatch) {
  return (dispatch: AppDispatch): void => {
    dispatch(checkpointSeen(batch));
    const tags = tagsRefreshedBy(batch);
    if (tags.length > 0) dispatch(api.util.invalidateTags(tags));
  };
}

/** After a reconnect: pushes sent while the socket was down are lost, so every read a push would refresh refetches. */
export function applyMissedPushes() {
  return (dispatch: AppDispatch): void => {
    const tags = PROJECTION_NAMES.flatMap((projection) => tagsRefreshedBy({ projection, keys: null }));
    dispatch(api.util.invalidateTags([...new Set(tags)]));
  };
}

/**
 * The realtime bridge: every push and reconnect the socket reports goes to this store's cache, whichever screens
 * are mounted, as RTK Query's setupListeners wires focus and network events. Returns the disconnection.
 */
export function bridgePushesToCache(dispatch: AppDispatch): () => void {
  const stopPushes = onProjectionUpdated((batch) => dispatch(applyProjectionPush(batch)));
  const stopReconnects = onRealtimeReconnected(() => dispatch(applyMissedPushes()));
  return () => {
    stopPushes();
    stopReconnects();
  };
}
