import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RecordUserActivity } from '../../users/commands/record-user-activity.command';
import { commandMetadata } from '../commands/command-metadata';

/**
 * The daily-active marker. The decider already makes a second marker on one day a no-op; the memo spares
 * the stream read, so a normal day costs one append per user and process.
 */
@Injectable()
export class UserActivity {
  private readonly logger = new Logger(UserActivity.name);
  private day = '';
  private readonly recordedToday = new Set<string>();

  constructor(private readonly commands: CommandBus) {}

  /** Never throws: a lost activity marker must not fail the request that carried it. */
  async record(userId: string, now = new Date()): Promise<void> {
    const command = new RecordUserActivity(userId, commandMetadata(userId, { now }));
    if (command.data.day !== this.day) {
      this.day = command.data.day;
      this.recordedToday.clear();
    }
    if (this.recordedToday.has(userId)) return;
    try {
      await this.commands.execute(command);
      this.recordedToday.add(userId);
    } catch (error) {
      this.logger.warn(`Could not record activity of user ${userId}: ${String(error)}`);
    }
  }
}
