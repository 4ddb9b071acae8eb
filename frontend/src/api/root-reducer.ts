import { combineReducers, type Store, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';
import { planLimitSlice } from './plan-limit.slice';
import { realtimeSlice } from './realtime.slice';
import { sessionSlice } from './session.slice';

/** Every slice of the client's state; app/store.ts builds the store from it. */
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [realtimeSlice.name]: realtimeSlice.reducer,
  [planLimitSlice.name]: planLimitSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
/** The store as features see it: its state, and a dispatch that also takes thunks. */
export type AppStore = Omit<Store<RootState, UnknownAction>, 'dispatch'> & { dispatch: AppDispatch };
