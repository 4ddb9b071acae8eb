import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { ValidQuery, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { sessionsQuery, type SessionsQuery, taskIdParams, type TaskIdParams } from '../autopilot.contract';
import { AutopilotTasksQuery } from '../queries/autopilot-tasks.query';

/** The caller's autopilot tasks and retries (spec §7.1); every call reads only the caller's. */
@ApiTags('autopilot')
@SignedIn()
@Controller('autopilot')
export class AutopilotController {
  constructor(private readonly tasks: AutopilotTasksQuery) {}

  @Get('sessions')
  sessions(@ValidQuery(sessionsQuery) query: SessionsQuery, @CurrentUser() user: AuthenticatedUser) {
    return this.tasks.sessions(user.userId, query);
  }

  @Get('scheduled-retries')
  scheduledRetries(@CurrentUser() user: AuthenticatedUser) {
    return this.tasks.scheduledRetries(user.userId);
  }

  // Declared after the fixed paths above, which the router must match first.
  @Get(':id')
  task(
    @Param(new ZodValidationPipe(taskIdParams)) { id }: TaskIdParams,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.tasks.task(user.userId, id);
  }
}
