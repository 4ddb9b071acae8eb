import type { Pool } from 'pg';
import type { AppendOptions, AppendResult, EventStore, NewEvent } from './event-store.port';

export const APPENDED_CHANNEL = 'es_appended';

/**
 * Tells a projection runner in another process that the log grew, so it reads now instead of at its
 * next fallback poll. The NOTIFY runs after the append committed, in its own statement (a NOTIFY inside
 * the append transaction would serialise commits), and bursts coalesce into at most one in flight.
 */
export function signalAppends(store: EventStore, pool: Pool): EventStore {
  let inFlight = false;
  let pending = false;
  const notify = (): void => {
    if (inFlight) {
      pending = true;
      return;
    }
    inFlight = true;
    pending = false;
    pool
      .query(`SELECT pg_notify('${APPENDED_CHANNEL}', '')`)
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        if (pending) notify();
      });
  };
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property !== 'append') {
        const value = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return async (streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> => {
        const result = await target.append(streamId, events, options);
        notify();
        return result;
      };
    },
  });
}
