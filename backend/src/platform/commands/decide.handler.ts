import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import type { DomainCommand, DomainEvent } from './decider';
import { Decide } from './decide.command';
import { executeCommand } from './execute-command';

type AnyDecide = Decide<DomainCommand, DomainEvent, unknown, unknown>;

/** The one handler of every decider command: load → decide → append, then the target's answer. */
@CommandHandler(Decide)
export class DecideHandler implements ICommandHandler<AnyDecide> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ target, command, meta }: AnyDecide): Promise<unknown> {
    const { decider, options } = target;
    const outcome = await executeCommand(
      this.store,
      target.streamId(command),
      decider,
      command,
      meta,
      options,
    );
    return target.answer(outcome, command);
  }
}
