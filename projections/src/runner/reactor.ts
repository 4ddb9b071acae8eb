import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';

/**
 * A reaction to the log, the write side's twin of a projector: it turns events into commands or jobs. The runner
 * gives each reactor one owner across processes and a checkpoint of its own (reactor_state), and delivers at least
 * once: a crash between a reaction and its checkpoint repeats the reaction, so everything a reactor issues must be
 * idempotent, with event ids and job keys derived from the triggering event's id.
 */
export interface Reactor {
  /** Stable identifier (kebab-case), unique among projectors and reactors; names its checkpoint and its lock. */
  readonly name: string;
  readonly description: string;
  readonly handles: readonly string[];
  /** Reacts to events of handled types, in log order; the checkpoint moves past them only when this resolves. */
  react(events: RecordedEvent[]): Promise<void>;
}
