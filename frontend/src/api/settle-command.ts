import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import { api } from './api';
import { tagsRefreshedBy } from './projection-push';
import { waitForCheckpoint } from './realtime.slice';
import type { AppDispatch } from './root-reducer';

/** What a mutation's onQueryStarted receives, as far as settling it goes. */
export interface CommandLifecycle<Result> {
  dispatch: AppDispatch;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Result }>;
}

export interface Settlement<Result> {
  /** The read models the command writes: it is settled once each has pushed the answer's checkpoint. */
  projections: readonly ProjectionName[];
  /** A change shown as soon as the call is sent, undone when the call fails. */
  optimistic?: (dispatch: AppDispatch) => { undo(): void };
  /** The answer's values shown at once, before the read models have them. */
  adopt?: (result: Result, dispatch: AppDispatch) => void;
  /** A refused call, after the undo; the caller's own handler shows the failure. */
  refused?: (failure: unknown, dispatch: AppDispatch) => void;
  /** Once the read models have the write, or their reads were refreshed because no push came in time. */
  caughtUp?: (result: Result, dispatch: AppDispatch) => Promise<void> | void;
}

/**
 * Resolves once each read model has pushed the checkpoint (read-your-writes); the reads of one that has not in
 * time (socket down, another node) are refreshed instead. A read model that pushed in time refreshed its reads
 * through the push itself.
 */
export async function catchUp(
  dispatch: AppDispatch,
  getState: () => unknown,
  projections: readonly ProjectionName[],
  checkpoint: string | undefined,
): Promise<void> {
  const projected = await Promise.all(
    projections.map((projection) => waitForCheckpoint(getState, projection, checkpoint ?? '')),
  );
  const late = projections.filter((_projection, index) => !projected[index]);
  const tags = late.flatMap((projection) => tagsRefreshedBy({ projection, keys: null }));
  if (tags.length > 0) dispatch(api.util.invalidateTags(tags));
}

/**
 * The one way a mutation settles: its optimistic change shown (and undone when refused), its answer adopted, then
 * its read models caught up with its checkpoint.
 */
export async function settleCommand<Result extends { checkpoint?: string }>(
  { dispatch, getState, queryFulfilled }: CommandLifecycle<Result>,
  { projections, optimistic, adopt, refused, caughtUp }: Settlement<Result>,
): Promise<void> {
  const patch = optimistic?.(dispatch);
  let result: Result;
  try {
    ({ data: result } = await queryFulfilled);
  } catch (failure) {
    patch?.undo();
    refused?.(failure, dispatch);
    return;
  }
  adopt?.(result, dispatch);
  await catchUp(dispatch, getState, projections, result.checkpoint);
  await caughtUp?.(result, dispatch);
}
