import { useSyncExternalStore } from 'react';
import { isRealtimeConnected, onRealtimeConnectionChanged } from './socket';

const subscribe = (changed: () => void) => onRealtimeConnectionChanged(changed);

/** Whether the socket is up now, re-rendering when it drops or comes back. */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(subscribe, isRealtimeConnected);
}
