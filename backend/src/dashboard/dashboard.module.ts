import { Module } from '@nestjs/common';
import { AuthModule } from '../platform/auth/auth.module';
import { DashboardController } from './http/dashboard.controller';
import { DashboardSummaryQuery } from './queries/dashboard-summary.query';

/** GET /dashboard/summary over the outreach-metrics read model; it writes nothing. */
@Module({
  imports: [AuthModule],
  controllers: [DashboardController],
  providers: [DashboardSummaryQuery],
})
export class DashboardModule {}
