import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import type { ProjectionBatch } from '@outreach/backend/platform/realtime/server-events.contract';
import { listenerMiddleware } from './listener-middleware';

/** How long a command waits for its projection push before the client refetches anyway. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 3000;

export interface RealtimeState {
  /** Latest checkpoint pushed per projection; checkpoints are opaque strings ordered by string comparison. */
  checkpoints: Partial<Record<ProjectionName, string>>;
}

const initialState: RealtimeState = { checkpoints: {} };

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    checkpointSeen(state, action: PayloadAction<Pick<ProjectionBatch, 'projection' | 'checkpoint'>>) {
      const { projection, checkpoint } = action.payload;
      if (checkpoint > (state.checkpoints[projection] ?? '')) state.checkpoints[projection] = checkpoint;
    },
  },
});

export const { checkpointSeen } = realtimeSlice.actions;

/**
 * Resolves true once the projection has pushed a checkpoint at or past the command's, false after the timeout.
 * A command's response carries its checkpoint; the read model is fresh for it only after that push.
 */
export function waitForCheckpoint(
  getState: () => unknown,
  projection: ProjectionName,
  checkpoint: string,
  timeoutMs: number = READ_YOUR_WRITES_TIMEOUT_MS,
): Promise<boolean> {
  const seen = (getState() as { realtime: RealtimeState }).realtime.checkpoints[projection] ?? '';
  if (seen >= checkpoint) return Promise.resolve(true);
  return new Promise((resolve) => {
    const stop = listenerMiddleware.startListening({
      actionCreator: checkpointSeen,
      effect: (action) => {
        if (action.payload.projection !== projection || action.payload.checkpoint < checkpoint) return;
        clearTimeout(timer);
        stop();
        resolve(true);
      },
    });
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, timeoutMs);
  });
}
