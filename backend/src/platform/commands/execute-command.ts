import { randomUUID } from 'node:crypto';
import { WrongExpectedVersion } from '../errors/domain-error';
import type { EventStore, NewEvent, RecordedEvent } from '../event-store/event-store.port';
import { upcaster as applicationUpcaster } from '../event-store/event-upcasters';
import type { CommandMetadata } from './command-metadata';
import { derivedEventId } from './command-metadata';
import type { Decider, DomainCommand, DomainEvent, Fold, Recorded } from './decider';

/** A stream folded through its decider. */
export interface LoadedAggregate<Event extends DomainEvent, State> {
  state: State;
  /** Version of the stream's last event; -1 for a stream that does not exist. */
  version: number;
  /** The whole stream, oldest first. */
  history: Recorded<Event>[];
}

export interface CommandOutcome<Event extends DomainEvent, State> {
  /** The state after the command. */
  state: State;
  /** The state the command was decided on (on a replay: the state found, the key's events included). */
  before: State;
  version: number;
  /** Position of the last event the command appended, or of the stream's last event when it appended none. */
  checkpoint: string;
  /** The command's own events: appended now, or found under its idempotency key. */
  events: Recorded<Event>[];
  /** The whole stream after the command, oldest first. */
  history: Recorded<Event>[];
  /** True when an earlier command with the same idempotency key already did the work. */
  replayed: boolean;
}

export interface ExecuteOptions {
  /** Appends tried before a concurrency conflict is given up and thrown; default 3. */
  maxAttempts?: number;
  /** Upper bound of a random pause before each retry, so racers stop colliding in lockstep; default 0. */
  retryJitterMs?: number;
}

const DEFAULT_MAX_ATTEMPTS = 3;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The stream's events typed as its decider's: a stream holds only the events of the aggregate it is named after
 * (ARCHITECTURE.md, stream names), and upcasting has already brought each to its current shape.
 */
export function asRecorded<Event extends DomainEvent>(events: RecordedEvent[]): Recorded<Event>[] {
  return events as Recorded<Event>[];
}

/** Folds events already read (from readStream or readStreams) through a decider. */
export function fold<Event extends DomainEvent, State>(
  decider: Fold<Event, State>,
  history: readonly Recorded<Event>[],
): State {
  return history.reduce<State>((state, event) => decider.evolve(state, event), decider.initialState());
}

/** Reads a stream and folds it: the state a reader or a command sees, with the version an append expects. */
export async function loadAggregate<Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Fold<Event, State>,
): Promise<LoadedAggregate<Event, State>> {
  const history = asRecorded<Event>(await store.readStream(streamId));
  return {
    state: fold(decider, history),
    version: history.length === 0 ? -1 : history[history.length - 1].streamVersion,
    history,
  };
}

/**
 * load stream → fold → decide → append with the expected version. A concurrent writer makes the append fail; the
 * command is then decided again on the fresh state, so rules see the winner's events. With an idempotency key the
 * event ids derive from it, and a repeated command finds its own events and answers them without deciding again.
 */
export async function executeCommand<Command extends DomainCommand, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  meta: CommandMetadata,
  options: ExecuteOptions = {},
): Promise<CommandOutcome<Event, State>> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    const { state, version, history } = await loadAggregate(store, streamId, decider);

    if (meta.idempotencyKey) {
      const applied = eventsOfKey(history, meta.idempotencyKey, streamId);
      if (applied.length > 0) {
        const checkpoint = applied[applied.length - 1].position;
        return { state, before: state, version, checkpoint, events: applied, history, replayed: true };
      }
    }

    const decided = decider.decide(command, state);
    if (decided.length === 0) {
      const checkpoint = history[history.length - 1]?.position ?? '';
      return { state, before: state, version, checkpoint, events: [], history, replayed: false };
    }
    const newEvents = decided.map((event, index) =>
      toNewEvent(event, meta, meta.idempotencyKey, streamId, index),
    );
    try {
      const result = await store.append(streamId, newEvents, { expected: version });
      const events = newEvents.map((event, index) =>
        recordedOf<Event>(event, streamId, version + 1 + index, result.positions[index]),
      );
      return {
        state: decided.reduce(decider.evolve, state),
        before: state,
        version: result.nextExpectedVersion,
        checkpoint: result.lastPosition,
        events,
        history: [...history, ...events],
        replayed: false,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || attempt >= maxAttempts) throw error;
      if (options.retryJitterMs) await pause(Math.random() * options.retryJitterMs);
    }
  }
}

/** An event to append under the command's metadata; with a key, its id derives from the key, stream and index. */
export function toNewEvent(
  event: DomainEvent,
  meta: CommandMetadata,
  key: string | undefined,
  streamId: string,
  index: number,
): NewEvent & { metadata: { eventId: string } } {
  return {
    type: event.type,
    data: event.data,
    metadata: {
      eventId: key ? derivedEventId(key, streamId, index) : randomUUID(),
      actorUserId: meta.actorUserId,
      correlationId: meta.correlationId,
      causationId: meta.causationId,
      recordedAt: meta.now,
    },
  };
}

/** What the store now holds for an event this process appended, without reading it back. */
export function recordedOf<Event extends DomainEvent>(
  event: NewEvent & { metadata: { eventId: string } },
  streamId: string,
  streamVersion: number,
  position: string,
): Recorded<Event> {
  const { eventId, actorUserId, correlationId, causationId, recordedAt } = event.metadata;
  const [recorded] = asRecorded<Event>([
    {
      streamId,
      streamVersion,
      position,
      eventId,
      type: event.type,
      data: event.data,
      metadata: {
        eventId,
        actorUserId: actorUserId ?? null,
        correlationId: correlationId ?? eventId,
        causationId: causationId ?? null,
        recordedAt: recordedAt ?? new Date().toISOString(),
        schemaVersion: applicationUpcaster.currentVersion(event.type),
      },
    },
  ]);
  return recorded;
}

function eventsOfKey<Event extends DomainEvent>(
  history: Recorded<Event>[],
  idempotencyKey: string,
  streamId: string,
): Recorded<Event>[] {
  const byId = new Map(history.map((event) => [event.eventId, event]));
  const applied: Recorded<Event>[] = [];
  for (let index = 0; ; index++) {
    const event = byId.get(derivedEventId(idempotencyKey, streamId, index));
    if (!event) return applied;
    applied.push(event);
  }
}
