import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { SettingsAllQuery } from '../queries/settings-all.query';
import { SettingsLiteQuery } from '../queries/settings-lite.query';
import { SettingsPlanQuery } from '../queries/settings-plan.query';

/** The reads over the whole of a user's settings; each part's own calls are in profile/, prompt-templates/, preferences/. */
@ApiTags('settings')
@SignedIn()
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
