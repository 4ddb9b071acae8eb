import {
  START,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './event-store.port';

/** A wake-up that is never lost: a wake with nobody waiting makes the next wait return at once. */
export class WakeSignal {
  private readonly waiters = new Set<() => void>();
  private pending = false;

  wake(): void {
    if (this.waiters.size === 0) {
      this.pending = true;
      return;
    }
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const resume of waiters) resume();
  }

  wait(timeoutMs: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const resume = () => {
        clearTimeout(timer);
        this.waiters.delete(resume);
        resolve();
      };
      const timer = setTimeout(resume, timeoutMs);
      this.waiters.add(resume);
    });
  }
}

export interface PollingSubscriptionOptions {
  read(after: Position, maxCount: number): Promise<RecordedEvent[]>;
  pollIntervalMs: number;
  /** Wakes every live subscription of a store, e.g. after it appended. */
  registry: Set<WakeSignal>;
}

const DEFAULT_BATCH_SIZE = 500;
const ERROR_BACKOFF_MS = 1000;

/**
 * Reads the log in order and hands each batch to the handler; the checkpoint moves only after the
 * handler returns, so a failing handler sees the same batch again and nothing is ever skipped.
 */
export function startPollingSubscription(
  options: SubscribeOptions,
  polling: PollingSubscriptionOptions,
): Subscription {
  const signal = new WakeSignal();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const reportError =
    options.onError ??
    ((error: unknown) => process.emitWarning(`Event store subscription failed: ${String(error)}`));
  let after = options.after ?? START;
  let stopping = false;
  polling.registry.add(signal);

  const run = async () => {
    while (!stopping) {
      let delivered = 0;
      try {
        const events = await polling.read(after, batchSize);
        if (stopping) break;
        if (events.length > 0) {
          await options.onEvents(events);
          after = events[events.length - 1].position;
          delivered = events.length;
        }
      } catch (error) {
        reportError(error);
        if (!stopping) await signal.wait(ERROR_BACKOFF_MS);
        continue;
      }
      if (delivered < batchSize && !stopping) await signal.wait(polling.pollIntervalMs);
    }
  };
  const done = run().finally(() => polling.registry.delete(signal));

  return {
    async stop() {
      stopping = true;
      signal.wake();
      await done;
    },
  };
}
