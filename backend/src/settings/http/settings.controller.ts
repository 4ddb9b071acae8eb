import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { SettingsAllQuery } from '../queries/settings-all.query';
import { SettingsLiteQuery } from '../queries/settings-lite.query';
import { SettingsPlanQuery } from '../queries/settings-plan.query';

/** The reads over the whole of a user's settings; each part's own calls are in profile/, prompt-templates/, preferences/. */
@ApiTags('settings')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('settings')
export class SettingsController {
  constructor(
    private readonly all: SettingsAllQuery,
    private readonly lite: SettingsLiteQuery,
    private readonly plan: SettingsPlanQuery,
  ) {}

  @Get('all')
  getAll(@CurrentUser() user: AuthenticatedUser) {
    return this.all.execute(user.userId);
  }

  @Get('lite')
  getLite(@CurrentUser() user: AuthenticatedUser) {
    return this.lite.execute(user.userId);
  }

  @Get('plan')
  getPlan(@CurrentUser() user: AuthenticatedUser) {
    return this.plan.execute(user.userId);
  }
}
