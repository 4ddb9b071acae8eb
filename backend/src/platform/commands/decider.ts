import type { RecordedEvent } from '../event-store/event-store.port';

/** A fact in a stream, as a decider sees it: its type and data. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** What a decider is asked to decide: its type and data. Time, caller and keys travel in CommandMetadata. */
export interface DomainCommand<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** A stream's event as the store returns it, typed as one of its decider's events. */
export type Recorded<Event extends DomainEvent> = Event & Omit<RecordedEvent, 'type' | 'data'>;

/**
 * The pure heart of an aggregate (Emmett's Decider): the state before any event, how an event changes it, and which
 * events a command produces in a state. Rule violations are thrown as DomainErrors; no I/O, no clock, no ids.
 */
export interface Decider<Command extends DomainCommand, Event extends DomainEvent, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/** The part of a decider that folds a stream, for readers that decide nothing. */
export type Fold<Event extends DomainEvent, State> = Pick<
  Decider<never, Event, State>,
  'initialState' | 'evolve'
>;

/** Thrown by a decider's exhaustive switch when a command type it does not know reaches it. */
export class UnknownCommand extends Error {
  constructor(command: never) {
    super(`Unknown command ${JSON.stringify(command)}`);
  }
}
