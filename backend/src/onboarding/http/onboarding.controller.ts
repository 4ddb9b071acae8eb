import { Body, Controller, Get, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { CompleteTourStep } from '../commands/complete-tour-step.command';
import { RestartTour } from '../commands/restart-tour.command';
import { SkipTour } from '../commands/skip-tour.command';
import { completeTourStepBody } from '../onboarding.contract';
import { OnboardingStatusQuery } from '../queries/onboarding-status.query';
import type { CompleteTourStepBody } from '../tour-steps.contract';

@ApiTags('onboarding')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
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
    @Body(new ZodValidationPipe(completeTourStepBody)) body: CompleteTourStepBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new CompleteTourStep(user.userId, body, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Post('skip')
  @HttpCode(200)
  skip(@CurrentUser() user: AuthenticatedUser, @Headers('idempotency-key') idempotencyKey?: string) {
    return this.commands.execute(new SkipTour(user.userId, commandMetadata(user.userId, { idempotencyKey })));
  }

  @Post('restart')
  @HttpCode(200)
  restart(@CurrentUser() user: AuthenticatedUser, @Headers('idempotency-key') idempotencyKey?: string) {
    return this.commands.execute(
      new RestartTour(user.userId, commandMetadata(user.userId, { idempotencyKey })),
    );
  }
}
