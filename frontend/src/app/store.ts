import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, type StoreExtra } from '../api/api';
import { listenerMiddleware } from '../api/listener-middleware';
import { bridgePushesToCache } from '../api/projection-push';
import { rootReducer, type AppStore, type RootState } from '../api/root-reducer';

/**
 * The development-only state checks warn when one pass takes longer than `warnAfter` (32 ms by default). Under
 * tests on a loaded machine they do so at random, a timing and not a finding; the checks themselves still run.
 */
const checkTiming = { warnAfter: import.meta.env.MODE === 'test' ? 1_000 : 32 };

export interface StoreOptions {
  /** The server render: API calls go to this origin, and no socket pushes are bridged (there is no socket). */
  server?: StoreExtra;
}

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}): AppStore {
  const extra: StoreExtra = options.server ?? {};
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: checkTiming,
        serializableCheck: checkTiming,
        thunk: { extraArgument: extra },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
  });
  if (options.server) return store;
  setupListeners(store.dispatch);
  bridgePushesToCache(store.dispatch);
  return store;
}
