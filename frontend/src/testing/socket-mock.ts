import type {
  ProjectionBatch,
  ServerEvents,
} from '@outreach/backend/platform/realtime/server-events.contract';
import type * as socket from '../api/socket';

const projectionListeners = new Set<(batch: ProjectionBatch) => void>();
const reconnectListeners = new Set<() => void>();
const pushListeners = new Map<string, Set<(...args: unknown[]) => void>>();
const connectionListeners = new Set<(connected: boolean) => void>();
// Connected unless a test says otherwise: pushes arrive when the test delivers them.
let connected = true;

/* Stands in for api/socket in every test (setup-tests mocks it), which opens no connection. */
export const connectRealtime: typeof socket.connectRealtime = () => undefined;
export const disconnectRealtime: typeof socket.disconnectRealtime = () => undefined;
export const onRealtimeReconnected: typeof socket.onRealtimeReconnected = (listener) => {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
};
export const onProjectionUpdated: typeof socket.onProjectionUpdated = (listener) => {
  projectionListeners.add(listener);
  return () => projectionListeners.delete(listener);
};

export const isRealtimeConnected: typeof socket.isRealtimeConnected = () => connected;
export const onRealtimeConnectionChanged: typeof socket.onRealtimeConnectionChanged = (listener) => {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
};

/** The socket drops (false) or comes back (true), as its connect and disconnect events would say. */
export function setRealtimeConnected(now: boolean): void {
  connected = now;
  connectionListeners.forEach((listener) => listener(now));
}

export const onServerPush: typeof socket.onServerPush = (event, listener) => {
  const listeners = pushListeners.get(event) ?? new Set();
  pushListeners.set(event, listeners);
  const untyped = listener as (...args: unknown[]) => void;
  listeners.add(untyped);
  return () => listeners.delete(untyped);
};

/** Delivers one of the server's other pushes (e.g. contacts.import.progress) as the socket would. */
export function pushServerEvent<E extends keyof ServerEvents>(
  event: E,
  ...args: Parameters<ServerEvents[E]>
): void {
  pushListeners.get(event)?.forEach((listener) => listener(...args));
}

/** Delivers a batch as the server's projection.updated push would. */
export function pushProjection(batch: ProjectionBatch): void {
  projectionListeners.forEach((listener) => listener(batch));
}

/** Announces a new socket session as the server's session.ready would after a reconnect. */
export function reconnectRealtime(): void {
  reconnectListeners.forEach((listener) => listener());
}

/** A test's store outlives its unmount, so setup-tests forgets its listeners before the next test pushes. */
export function forgetProjectionListeners(): void {
  projectionListeners.clear();
  reconnectListeners.clear();
  pushListeners.clear();
  connectionListeners.clear();
  connected = true;
}
