import { Controller, Param, Sse, UseGuards } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { QueryTokenGuard } from '../../platform/auth/query-token.guard';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { taskIdParams, type TaskIdParams } from '../autopilot.contract';
import { AutopilotStreams } from '../streams/autopilot-streams';
import { OwnTaskStreamGuard } from './own-task-stream.guard';

/** §4.4 and §7.1's server-sent event streams; EventSource sends the access token as `?token=`. */
@ApiTags('autopilot')
@ApiQuery({
  name: 'token',
  required: true,
  description: 'The access token (EventSource cannot send headers)',
})
@UseGuards(QueryTokenGuard)
@Controller('autopilot')
export class AutopilotStreamsController {
  constructor(private readonly streams: AutopilotStreams) {}

  // Before ':id/stream', which would take 'retries' for a task id.
  @Sse('retries/stream')
  retries(@CurrentUser() user: AuthenticatedUser) {
    return this.streams.retries(user.userId);
  }

  @Sse(':id/stream')
  @UseGuards(OwnTaskStreamGuard)
  task(
    @Param(new ZodValidationPipe(taskIdParams)) { id }: TaskIdParams,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.streams.task(user.userId, id);
  }
}
