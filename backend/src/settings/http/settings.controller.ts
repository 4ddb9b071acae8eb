import { Body, Controller, Headers, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { SetLinkedInProfile } from '../commands/set-linkedin-profile.command';
import { SetPortfolioLink } from '../commands/set-portfolio-link.command';
import {
  setLinkedInProfileBody,
  SetLinkedInProfileBody,
  setPortfolioLinkBody,
  SetPortfolioLinkBody,
} from '../settings.schemas';

@ApiTags('settings')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('settings')
export class SettingsController {
  constructor(private readonly commands: CommandBus) {}

  @Put('linkedin_profile')
  setLinkedInProfile(
    @Body(new ZodValidationPipe(setLinkedInProfileBody)) body: SetLinkedInProfileBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new SetLinkedInProfile(user.userId, body, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Put('portfolio_link')
  setPortfolioLink(
    @Body(new ZodValidationPipe(setPortfolioLinkBody)) body: SetPortfolioLinkBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new SetPortfolioLink(user.userId, body, commandMetadata(user.userId, { idempotencyKey })),
    );
  }
}
