import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushProjection } from '../testing/socket-mock';
import { makeStore } from '../testing/store';
import { api } from './api';
import { READ_YOUR_WRITES_TIMEOUT_MS } from './realtime.slice';
import { settleCommand } from './settle-command';

const answered = (checkpoint: string) => Promise.resolve({ data: { checkpoint } });

/** The store's dispatch, recording every tag invalidation it sees. */
function recordingStore() {
  const store = makeStore();
  const invalidated: unknown[] = [];
  const dispatch = ((action: unknown) => {
    if (api.util.invalidateTags.match(action as never)) {
      invalidated.push((action as ReturnType<typeof api.util.invalidateTags>).payload);
    }
    return store.dispatch(action as never);
  }) as typeof store.dispatch;
  return { store, dispatch, invalidated };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('settleCommand', () => {
  it('adopts the answer at once and settles when the projection pushes the checkpoint, refreshing nothing itself', async () => {
    const { store, dispatch, invalidated } = recordingStore();
    const adopt = vi.fn();
    let settled = false;

    const settling = settleCommand(
      { dispatch, getState: store.getState, queryFulfilled: answered('0000000005') },
      { projections: ['saved-jobs'], adopt },
    ).then(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(adopt).toHaveBeenCalledWith({ checkpoint: '0000000005' }, dispatch));
    expect(settled).toBe(false);

    pushProjection({ projection: 'saved-jobs', checkpoint: '0000000005', keys: ['ada'] });
    await settling;

    expect(invalidated).toEqual([]);
  });

  it("refreshes the projection's reads when no push comes in time, then runs what follows the catch-up", async () => {
    vi.useFakeTimers();
    const { store, dispatch, invalidated } = recordingStore();
    const caughtUp = vi.fn();

    const settling = settleCommand(
      { dispatch, getState: store.getState, queryFulfilled: answered('0000000005') },
      { projections: ['company-searches'], caughtUp },
    );
    await vi.advanceTimersByTimeAsync(READ_YOUR_WRITES_TIMEOUT_MS);
    await settling;

    expect(invalidated).toEqual([['SearchHistory', 'SavedSearch']]);
    expect(caughtUp).toHaveBeenCalledWith({ checkpoint: '0000000005' }, dispatch);
  });

  it('undoes the optimistic change of a refused call and reports the refusal, adopting nothing', async () => {
    const store = makeStore();
    const undo = vi.fn();
    const adopt = vi.fn();
    const refused = vi.fn();
    const failure = { error: { status: 409 } };

    await settleCommand(
      { dispatch: store.dispatch, getState: store.getState, queryFulfilled: Promise.reject(failure) },
      { projections: ['onboarding-status'], optimistic: () => ({ undo }), adopt, refused },
    );

    expect(undo).toHaveBeenCalledTimes(1);
    expect(refused).toHaveBeenCalledWith(failure, store.dispatch);
    expect(adopt).not.toHaveBeenCalled();
  });
});
