import type { Socket } from 'socket.io-client';
import type {
  ClientEvents,
  ProjectionBatch,
  ServerEvents,
} from '@outreach/backend/platform/realtime/server-events.contract';
import { env } from '../config/env';
import { readAccessToken } from './session-storage';

type ProjectionListener = (batch: ProjectionBatch) => void;
type ReconnectListener = () => void;

/** The server drops a socket whose token it refuses; the token may be refreshed meanwhile, so try again later. */
const RETRY_AFTER_SERVER_DISCONNECT_MS = 5000;

/** Server pushes other than the projection and session ones, by event name. */
type PushEventName = Exclude<keyof ServerEvents, 'projection.updated' | 'session.ready'>;
type PushListener = (...args: unknown[]) => void;

const projectionListeners = new Set<ProjectionListener>();
const pushListeners = new Map<string, Set<PushListener>>();
const reconnectListeners = new Set<ReconnectListener>();
const connectionListeners = new Set<(connected: boolean) => void>();
let socket: Socket<ServerEvents, ClientEvents> | null = null;
let connected = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Counts connections asked for and dropped, so a client library arriving after a disconnect opens nothing. */
let generation = 0;
let loading = false;

/**
 * Opens the socket. socket.io's client is its own chunk, fetched on the first connection: only signed-in users
 * need it, and a visitor's public pages stay lighter without it.
 */
export function connectRealtime(): void {
  if (socket || loading) return;
  loading = true;
  const requested = generation;
  void import('socket.io-client').then(({ io }) => {
    loading = false;
    if (requested !== generation || socket) return;
    const options = {
      path: env.socketPath,
      // A function, so every reconnect presents the token stored at that moment.
      auth: (send: (data: object) => void) => send({ token: readAccessToken() ?? '' }),
    };
    const created: Socket<ServerEvents, ClientEvents> = env.apiBaseUrl
      ? io(env.apiBaseUrl, options)
      : io(options);
    // Pushes sent before this socket joined its rooms are lost to it; lists refetch instead.
    created.on('session.ready', () => reconnectListeners.forEach((listener) => listener()));
    created.on('projection.updated', (batch) => projectionListeners.forEach((listener) => listener(batch)));
    created.onAny((event: string, ...args: unknown[]) =>
      pushListeners.get(event)?.forEach((listener) => listener(...args)),
    );
    created.on('connect', () => setConnected(true));
    created.on('disconnect', (reason) => {
      setConnected(false);
      if (reason !== 'io server disconnect') return;
      retryTimer = setTimeout(() => created.connect(), RETRY_AFTER_SERVER_DISCONNECT_MS);
    });
    socket = created;
  });
}

export function disconnectRealtime(): void {
  generation += 1;
  loading = false;
  clearTimeout(retryTimer);
  socket?.disconnect();
  socket = null;
  setConnected(false);
}

function setConnected(now: boolean): void {
  if (connected === now) return;
  connected = now;
  connectionListeners.forEach((listener) => listener(now));
}

/** Whether pushes can arrive now: screens that would otherwise miss changes poll only while this is false. */
export function isRealtimeConnected(): boolean {
  return connected;
}

export function onRealtimeConnectionChanged(listener: (connected: boolean) => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

export function onProjectionUpdated(listener: ProjectionListener): () => void {
  projectionListeners.add(listener);
  return () => projectionListeners.delete(listener);
}

export function onRealtimeReconnected(listener: ReconnectListener): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Listens to one of the server's pushes (e.g. contacts.import.progress) whether or not the socket is connected yet. */
export function onServerPush<E extends PushEventName>(event: E, listener: ServerEvents[E]): () => void {
  const listeners = pushListeners.get(event) ?? new Set<PushListener>();
  pushListeners.set(event, listeners);
  const untyped = listener as PushListener;
  listeners.add(untyped);
  return () => listeners.delete(untyped);
}
