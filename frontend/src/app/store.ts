import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { listenerMiddleware } from '../api/listener-middleware';
import { bridgePushesToCache } from '../api/projection-push';
import { rootReducer, type AppStore, type RootState } from '../api/root-reducer';

/**
 * The development-only state checks warn when one pass takes longer than `warnAfter` (32 ms by default). Under
 * tests on a loaded machine they do so at random, a timing and not a finding; the checks themselves still run.
 */
const checkTiming = { warnAfter: import.meta.env.MODE === 'test' ? 1_000 : 32 };

export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ immutableCheck: checkTiming, serializableCheck: checkTiming })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
  });
  setupListeners(store.dispatch);
  bridgePushesToCache(store.dispatch);
  return store;
}
