import { randomUUID } from 'node:crypto';
import { WrongExpectedVersion } from '../errors/domain-error';
import type { EventStore, NewEvent, RecordedEvent } from '../event-store/event-store.port';
import { upcaster as applicationUpcaster } from '../event-store/event-upcasters';
import type { CommandMetadata } from './command-metadata';
import { derivedEventId } from './command-metadata';

export interface Decider<Command, Event extends { type: string; data: unknown }, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export interface CommandOutcome<State> {
  state: State;
  version: number;
  /** Position of the last event the command appended, or of the stream's last event when it appended none. */
  checkpoint: string;
  events: RecordedEvent[];
  /** True when an earlier command with the same idempotency key already did the work. */
  replayed: boolean;
}

export interface HandleCommandOptions {
  /** Appends tried before a concurrency conflict is given up and thrown; default 3. */
  maxAttempts?: number;
  /** Upper bound of a random pause before each retry, so racers stop colliding in lockstep; default 0. */
  retryJitterMs?: number;
}

const DEFAULT_MAX_ATTEMPTS = 3;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * load stream → fold → decide → append with the expected version. A concurrent writer makes the
 * append fail; the command is then decided again on the fresh state, so rules see the winner's events.
 */
export async function handleCommand<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  meta: CommandMetadata,
  options: HandleCommandOptions = {},
): Promise<CommandOutcome<State>> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(streamId);
    const version = history.length === 0 ? -1 : history[history.length - 1].streamVersion;
    const state = history.reduce(
      (acc, event) => decider.evolve(acc, event as unknown as Event),
      decider.initialState(),
    );

    if (meta.idempotencyKey) {
      const applied = eventsOfKey(history, meta.idempotencyKey, streamId);
      if (applied.length > 0) {
        return {
          state,
          version,
          checkpoint: applied[applied.length - 1].position,
          events: applied,
          replayed: true,
        };
      }
    }

    const decided = decider.decide(command, state);
    if (decided.length === 0) {
      return {
        state,
        version,
        checkpoint: history[history.length - 1]?.position ?? '',
        events: [],
        replayed: false,
      };
    }
    const newEvents: NewEvent[] = decided.map((event, index) => ({
      type: event.type,
      data: event.data,
      metadata: {
        eventId: meta.idempotencyKey ? derivedEventId(meta.idempotencyKey, streamId, index) : randomUUID(),
        actorUserId: meta.actorUserId,
        correlationId: meta.correlationId,
        causationId: meta.causationId,
        recordedAt: meta.now,
      },
    }));
    try {
      const result = await store.append(streamId, newEvents, { expected: version });
      const nextState = decided.reduce(decider.evolve, state);
      const recorded: RecordedEvent[] = newEvents.map((event, index) => ({
        streamId,
        streamVersion: version + 1 + index,
        position: result.positions[index],
        eventId: event.metadata!.eventId!,
        type: event.type,
        data: event.data,
        metadata: {
          eventId: event.metadata!.eventId!,
          actorUserId: meta.actorUserId,
          correlationId: meta.correlationId,
          causationId: meta.causationId,
          recordedAt: meta.now,
          schemaVersion: applicationUpcaster.currentVersion(event.type),
        },
      }));
      return {
        state: nextState,
        version: result.nextExpectedVersion,
        checkpoint: result.lastPosition,
        events: recorded,
        replayed: false,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || attempt >= maxAttempts) throw error;
      if (options.retryJitterMs) await pause(Math.random() * options.retryJitterMs);
    }
  }
}

function eventsOfKey(history: RecordedEvent[], idempotencyKey: string, streamId: string): RecordedEvent[] {
  const byId = new Map(history.map((event) => [event.eventId, event]));
  const applied: RecordedEvent[] = [];
  for (let index = 0; ; index++) {
    const event = byId.get(derivedEventId(idempotencyKey, streamId, index));
    if (!event) return applied;
    applied.push(event);
  }
}
