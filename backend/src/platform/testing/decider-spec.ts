import type { Decider, DomainCommand, DomainEvent } from '../commands/decider';

type ErrorClass = new (...args: never[]) => Error;

export interface DeciderThen<Event> {
  /** The command produces exactly these events. */
  then(expected: Event[]): void;
  /** The command is refused with this error (and, when given, this message). */
  thenThrows(error: ErrorClass, message?: string | RegExp): void;
}

export interface DeciderWhen<Command, Event> {
  when(command: Command): DeciderThen<Event>;
}

/**
 * Given / when / then over a decider, as Emmett's DeciderSpecification: the given events are folded from the initial
 * state, the command is decided on that state, and the events or the error are compared.
 *
 *   const given = deciderSpec(clubDecider);
 *   given(created).when(createAgain).thenThrows(ClubCodeTaken);
 */
export function deciderSpec<Command extends DomainCommand, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
): (...events: Event[]) => DeciderWhen<Command, Event> {
  return (...events) => ({
    when: (command) => {
      const decide = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected) => expect(decide()).toEqual(expected),
        thenThrows: (error, message) => {
          expect(decide).toThrow(error);
          if (message !== undefined) expect(decide).toThrow(message);
        },
      };
    },
  });
}
