import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta } from '../../platform/commands/command-meta.decorator';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { downgradeBody, DowngradeBody } from '../billing.contract';
import { callerMetadata } from '../commands/caller-metadata';
import { ScheduleSubscriptionDowngrade } from '../commands/schedule-downgrade.command';

/** POST /settings/downgrade (autopilot-settings.md): the settings screen's downgrade, served by the billing context. */
@ApiTags('billing')
@SignedIn()
@Controller('settings')
export class PlanDowngradeController {
  constructor(private readonly commands: CommandBus) {}

  // The Idempotency-Key is optional here: without it the handler derives a key from the change and the stream it saw.
  @Post('downgrade')
  @HttpCode(200)
  downgrade(
    @ValidBody(downgradeBody) body: DowngradeBody,
    @CommandMeta({ idempotencyKey: 'checked' }) meta: CommandMetadata,
  ) {
    const caller = callerMetadata(meta);
    return this.commands.execute(new ScheduleSubscriptionDowngrade(caller.actorUserId, body, caller));
  }
}
