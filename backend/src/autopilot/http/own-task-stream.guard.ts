import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AuthenticatedRequest } from '../../platform/auth/jwt-auth.guard';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { taskIdParams } from '../autopilot.contract';
import { AutopilotStreams } from '../streams/autopilot-streams';

const taskId = new ZodValidationPipe(taskIdParams);

/**
 * A task's event stream opens only for its user's task: 400 naming `id` for one that is not a task id, 404 'Task not
 * found' otherwise. A guard, because it runs before the response is committed to an event stream; a handler's
 * asynchronous refusal would arrive after the 200. After QueryTokenGuard.
 */
@Injectable()
export class OwnTaskStreamGuard implements CanActivate {
  constructor(private readonly streams: AutopilotStreams) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = request.authenticatedUser;
    if (!user) throw new UnauthorizedException({ detail: 'Authentication required' });
    const { id } = taskId.transform(request.params);
    await this.streams.ensureOwnTask(user.userId, id);
    return true;
  }
}
