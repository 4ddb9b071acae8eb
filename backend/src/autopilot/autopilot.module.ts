import { Module } from '@nestjs/common';
import { AuthModule } from '../platform/auth/auth.module';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { registerErrorStatus } from '../platform/http/error-status';
import { autopilotTaskEventSummaries } from './autopilot-task-event-summaries';
import { autopilotErrorStatus } from './autopilot-task.errors';
import type { AutopilotTaskEvent } from './autopilot-task.events';
import { AutopilotController } from './http/autopilot.controller';
import { AutopilotTasksQuery } from './queries/autopilot-tasks.query';

registerErrorStatus(autopilotErrorStatus);
registerEventSummaries<AutopilotTaskEvent>(autopilotTaskEventSummaries);

/** The autopilot's reads: the caller's tasks, each task's detail and the scheduled retries. */
@Module({
  imports: [AuthModule],
  controllers: [AutopilotController],
  providers: [AutopilotTasksQuery],
})
export class AutopilotModule {}
