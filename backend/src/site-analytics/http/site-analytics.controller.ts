import { Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminGuard } from '../../platform/auth/admin.guard';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { ValidBody, ValidQuery } from '../../platform/http/zod-validation.pipe';
import { ClientRateLimiter, RateLimiters, rateLimitKey } from '../../platform/security/rate-limiter';
import { ButtonClickRecorder } from '../button-click-recorder';
import { ButtonClicksQuery } from '../queries/button-clicks.query';
import { SiteStatsQuery } from '../queries/site-stats.query';
import {
  buttonClicksQuery,
  recordSiteEventBody,
  type ButtonClicksParams,
  type RecordSiteEventBody,
} from '../site-analytics.contract';
import { RecordingTooOften } from '../site-analytics.errors';

/** Per client address: 30 clicks a minute, far above what a person clicks through the page and its demo. */
export const SITE_EVENT_LIMIT = { name: 'site-events', points: 30, durationSeconds: 60 };

/** The public site's own analytics: no third-party script, nothing personal kept. */
@ApiTags('site analytics')
@Controller()
export class SiteAnalyticsController {
  private readonly limiter: ClientRateLimiter;

  constructor(
    private readonly recorder: ButtonClickRecorder,
    private readonly buttonClicks: ButtonClicksQuery,
    private readonly siteStats: SiteStatsQuery,
    limits: RateLimiters,
  ) {
    this.limiter = limits.limit(SITE_EVENT_LIMIT);
  }

  @Post('api/analytics/events')
  @HttpCode(202)
  async record(
    @ValidBody(recordSiteEventBody) body: RecordSiteEventBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    // The address is only the limiter's key, held in its window; it is never part of the recorded fact.
    const verdict = await this.limiter.take(rateLimitKey(req.ip));
    if (!verdict.allowed) {
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new RecordingTooOften(verdict.retryAfterSeconds);
    }
    return this.recorder.record(body.button_name);
  }

  @Get('api/site/stats')
  @Header('Cache-Control', 'public, max-age=300')
  stats() {
    return this.siteStats.execute();
  }

  @Get('api/admin/analytics/button-clicks')
  @SignedIn(AdminGuard)
  report(@ValidQuery(buttonClicksQuery) query: ButtonClicksParams) {
    return this.buttonClicks.execute(query.days);
  }
}
