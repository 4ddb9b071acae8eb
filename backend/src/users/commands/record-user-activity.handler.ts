import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../platform/commands/handle-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { userDecider } from '../user.decider';
import { userStreamId } from '../user.events';
import { RecordUserActivity } from './record-user-activity.command';

@CommandHandler(RecordUserActivity)
export class RecordUserActivityHandler implements ICommandHandler<
  RecordUserActivity,
  { recorded: boolean; checkpoint: string }
> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RecordUserActivity): Promise<{ recorded: boolean; checkpoint: string }> {
    const outcome = await handleCommand(
      this.store,
      userStreamId(command.data.userId),
      userDecider,
      command,
      command.meta,
    );
    return { recorded: outcome.events.length > 0, checkpoint: outcome.checkpoint };
  }
}
