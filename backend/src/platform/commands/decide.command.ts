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
 * The targets of one aggregate, which differ in their answer (and, rarely, their concurrency options): the decider,
 * the stream and the usual options are given once.
 *
 *   const clubTargets = decisionTargets(clubDecider, (command) => clubStreamId(command.data.clubCode));
 *   const clubs = clubTargets<CreateClub | UpdateClub, ClubResult>(({ state, checkpoint }) => ({ … }));
 */
export function decisionTargets<Cmd extends DomainCommand, Event extends DomainEvent, State>(
  decider: Decider<Cmd, Event, State>,
  streamId: (command: Cmd) => string,
  options?: ExecuteOptions,
) {
  return <C extends Cmd, Result>(
    answer: (outcome: CommandOutcome<Event, State>, command: C) => Result,
    targetOptions: ExecuteOptions | undefined = options,
  ): DecisionTarget<C, Event, State, Result> => ({ decider, streamId, answer, options: targetOptions });
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
