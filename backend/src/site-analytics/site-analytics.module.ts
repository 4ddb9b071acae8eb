import { Module } from '@nestjs/common';
import { AuthModule } from '../platform/auth/auth.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { ButtonClickRecorder } from './button-click-recorder';
import { SiteAnalyticsController } from './http/site-analytics.controller';
import { ButtonClicksQuery } from './queries/button-clicks.query';
import { SiteStatsQuery } from './queries/site-stats.query';
import { siteAnalyticsErrorStatus } from './site-analytics.errors';

registerErrorStatus(siteAnalyticsErrorStatus);

/** The public site's button_click counts (site-analytics projector) and its marketing counters. */
@Module({
  imports: [AuthModule],
  controllers: [SiteAnalyticsController],
  providers: [ButtonClickRecorder, ButtonClicksQuery, SiteStatsQuery],
})
export class SiteAnalyticsModule {}
