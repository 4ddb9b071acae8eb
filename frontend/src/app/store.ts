import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { listenerMiddleware } from '../api/listener-middleware';
import { bridgePushesToCache } from '../api/projection-push';
import { rootReducer, type AppStore, type RootState } from '../api/root-reducer';

export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  bridgePushesToCache(store.dispatch);
  return store;
}
