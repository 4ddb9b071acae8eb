import { Module } from '@nestjs/common';
import { PlanLimitsModule } from '../plan-limits/plan-limits.module';
import { AuthModule } from '../platform/auth/auth.module';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { RealtimeModule } from '../platform/realtime/realtime.module';
import { UserSettingsReader } from '../settings/queries/user-settings.reader';
import { autopilotTaskEventSummaries } from './autopilot-task-event-summaries';
import { autopilotErrorStatus } from './autopilot-task.errors';
import type { AutopilotTaskEvent } from './autopilot-task.events';
import {
  RetryAutopilotTaskWithNewSettingsHandler,
  StartAutopilotTaskHandler,
} from './commands/start-autopilot-task.handler';
import { AutopilotStreamsController } from './http/autopilot-streams.controller';
import { AutopilotController } from './http/autopilot.controller';
import { AutopilotTasksQuery } from './queries/autopilot-tasks.query';
import { AutopilotStreams } from './streams/autopilot-streams';

registerErrorStatus(autopilotErrorStatus);
registerEventSummaries<AutopilotTaskEvent>(autopilotTaskEventSummaries);

/** The autopilot's calls (§7.1): the caller's tasks and retries, the commands on them, and their live streams. */
@Module({
  imports: [DecisionsModule, AuthModule, RealtimeModule, PlanLimitsModule],
  // The streams first: 'retries/stream' must be matched before the commands' ':id' routes.
  controllers: [AutopilotStreamsController, AutopilotController],
  // UserSettingsReader (the caller's job_score_threshold) is the settings context's read, provided here as others do.
  providers: [
    AutopilotTasksQuery,
    AutopilotStreams,
    StartAutopilotTaskHandler,
    RetryAutopilotTaskWithNewSettingsHandler,
    UserSettingsReader,
  ],
})
export class AutopilotModule {}
