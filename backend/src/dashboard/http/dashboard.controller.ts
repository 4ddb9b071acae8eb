import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { ValidQuery } from '../../platform/http/zod-validation.pipe';
import { dashboardSummaryQuery, type DashboardSummaryParams } from '../dashboard.contract';
import { DashboardSummaryQuery } from '../queries/dashboard-summary.query';

/** The caller's own dashboard. */
@ApiTags('dashboard')
@SignedIn()
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly summary: DashboardSummaryQuery) {}

  @Get('summary')
  get(
    @ValidQuery(dashboardSummaryQuery) query: DashboardSummaryParams,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.summary.execute(user.userId, query, new Date());
  }
}
