import { Command } from '@nestjs/cqrs';
import { commandMetadata, CommandMetadata } from '../../platform/commands/command-metadata';
import type { RecordUserActivity as RecordUserActivityDecision } from '../user.decider';

/** The user used the product now; recorded at most once per UTC day. */
export class RecordUserActivity
  extends Command<{ recorded: boolean; checkpoint: string }>
  implements RecordUserActivityDecision
{
  readonly type = 'RecordUserActivity';
  readonly data: RecordUserActivityDecision['data'];
  readonly meta: CommandMetadata;

  constructor(userId: string, meta: CommandMetadata = commandMetadata(userId)) {
    super();
    this.meta = meta;
    this.data = { userId, day: meta.now.slice(0, 10) };
  }
}
