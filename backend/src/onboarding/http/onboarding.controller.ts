import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { decideTour } from '../onboarding.commands';
import { completeTourStepBody } from '../onboarding.contract';
import { OnboardingStatusQuery } from '../queries/onboarding-status.query';
import type { CompleteTourStepBody } from '../tour-steps.contract';

@ApiTags('onboarding')
@SignedIn()
@Controller('onboarding')
export class OnboardingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly status: OnboardingStatusQuery,
  ) {}

  @Get('status')
  getStatus(@CurrentUser() user: AuthenticatedUser) {
    return this.status.execute(user.userId);
  }

  @Post('complete')
  @HttpCode(200)
  complete(
    @ValidBody(completeTourStepBody) body: CompleteTourStepBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = {
      userId: meta.actorUserId,
      step: body.step,
      ...(body.choice ? { choice: body.choice } : {}),
    };
    return this.commands.execute(decideTour({ type: 'CompleteTourStep', data }, meta));
  }

  @Post('skip')
  @HttpCode(200)
  skip(@CommandMeta() meta: CallerCommandMetadata) {
    return this.commands.execute(decideTour({ type: 'SkipTour', data: { userId: meta.actorUserId } }, meta));
  }

  @Post('restart')
  @HttpCode(200)
  restart(@CommandMeta() meta: CallerCommandMetadata) {
    return this.commands.execute(
      decideTour({ type: 'RestartTour', data: { userId: meta.actorUserId } }, meta),
    );
  }

  @Post('minimize')
  @HttpCode(200)
  minimize(@CommandMeta() meta: CallerCommandMetadata) {
    return this.commands.execute(
      decideTour({ type: 'MinimizeTour', data: { userId: meta.actorUserId } }, meta),
    );
  }

  @Post('show')
  @HttpCode(200)
  show(@CommandMeta() meta: CallerCommandMetadata) {
    return this.commands.execute(decideTour({ type: 'ShowTour', data: { userId: meta.actorUserId } }, meta));
  }
}
