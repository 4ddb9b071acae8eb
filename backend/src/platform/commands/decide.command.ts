import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from './command-metadata';
import type { Decider, DomainCommand, DomainEvent } from './decider';
import type { CommandOutcome, ExecuteOptions } from './execute-command';

/**
 * Where a context's decider commands are decided: the decider, the stream a command goes to, what the caller gets
 * back, and the concurrency options of that stream. One per aggregate, next to its decider.
 */
export interface DecisionTarget<Cmd extends DomainCommand, Event extends DomainEvent, State, Result> {
  decider: Decider<Cmd, Event, State>;
  streamId(command: Cmd): string;
  answer(outcome: CommandOutcome<Event, State>, command: Cmd): Result;
  options?: ExecuteOptions;
}

/**
 * A decider command on its way through Nest's CommandBus; DecideHandler loads the target's stream, decides and
 * appends. The command type itself is declared once, in the decider; this is only its envelope.
 */
export class Decide<
  Cmd extends DomainCommand,
  Event extends DomainEvent,
  State,
  Result,
> extends Command<Result> {
  constructor(
    readonly target: DecisionTarget<Cmd, Event, State, Result>,
    readonly command: Cmd,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
