import { Body, Controller, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { downgradeBody, DowngradeBody, optionalIdempotencyKeyHeaders } from '../billing.contract';
import { ScheduleSubscriptionDowngrade } from '../commands/schedule-downgrade.command';

const optionalHeadersPipe = new ZodValidationPipe(optionalIdempotencyKeyHeaders);

/** POST /settings/downgrade (autopilot-settings.md): the settings screen's downgrade, served by the billing context. */
@ApiTags('billing')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('settings')
export class PlanDowngradeController {
  constructor(private readonly commands: CommandBus) {}

  @Post('downgrade')
  @HttpCode(200)
  downgrade(
    @Body(new ZodValidationPipe(downgradeBody)) body: DowngradeBody,
    @Headers('idempotency-key') idempotencyKeyHeader: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    // Optional here: without it the handler derives a key from the change and the stream it saw.
    const headers = optionalHeadersPipe.transform({ 'idempotency-key': idempotencyKeyHeader });
    const meta = commandMetadata(user.userId, { idempotencyKey: headers['idempotency-key'] });
    return this.commands.execute(new ScheduleSubscriptionDowngrade(user.userId, body, meta));
  }
}
