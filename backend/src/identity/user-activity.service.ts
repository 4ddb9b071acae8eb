import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { recordUserActivity } from '../users/user.commands';
import { commandMetadata } from '../platform/commands/command-metadata';

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
    const decision = recordUserActivity(userId, commandMetadata(userId, { now }));
    const { day } = decision.command.data;
    if (day !== this.day) {
      this.day = day;
      this.recordedToday.clear();
    }
    if (this.recordedToday.has(userId)) return;
    try {
      await this.commands.execute(decision);
      this.recordedToday.add(userId);
    } catch (error) {
      this.logger.warn(`Could not record activity of user ${userId}: ${String(error)}`);
    }
  }
}
