import { Controller, Get, Logger, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ipPrefix } from '../client-network';
import { ClientRateLimiter, RateLimiters, rateLimitKey } from '../../platform/security/rate-limiter';
import { RawHit, TrackingRecorder } from '../tracking-recorder';

/** The smallest transparent GIF: 1×1, one transparent colour. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Per client address: 60 hits a minute (a burst of 60, one a second on average), shared by opens and clicks. */
export const TRACKING_HIT_LIMIT = { name: 'tracking-hits', points: 60, durationSeconds: 60 };

/**
 * Public routes e-mail clients reach: no session, the signed token is the capability. Opens always answer the
 * pixel so a mail client never shows a broken image; clicks only ever redirect to a URL we signed.
 */
@ApiExcludeController()
@Controller('t')
export class TrackingController {
  private readonly limiter: ClientRateLimiter;
  private readonly logger = new Logger(TrackingController.name);

  constructor(
    private readonly recorder: TrackingRecorder,
    limits: RateLimiters,
  ) {
    this.limiter = limits.limit(TRACKING_HIT_LIMIT);
  }

  @Get('o/:token')
  async open(@Param('token') token: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    // Over the limit the pixel is still served (a broken image helps nobody), the hit is just not kept.
    const { allowed } = await this.limiter.take(rateLimitKey(req.ip));
    const message = this.recorder.openTarget(token);
    if (allowed && message) await this.keep(this.recorder.recordOpen(message, hitOf(req)));
    res
      .status(200)
      .set({
        'Content-Type': 'image/gif',
        'Cache-Control': 'no-store, no-cache, must-revalidate, max-age=0',
        Pragma: 'no-cache',
        Expires: '0',
      })
      .end(PIXEL);
  }

  @Get('c/:token')
  async click(
    @Param('token') token: string,
    @Query('u') url: unknown,
    @Query('s') signature: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    if (!(await this.limiter.take(rateLimitKey(req.ip))).allowed) {
      res
        .status(429)
        .set('Retry-After', '60')
        .type('text/plain')
        .send('Too many requests. Try the link again in a minute.');
      return;
    }
    const target = this.recorder.clickTarget(token, url, signature);
    if (!target) {
      res
        .status(400)
        .type('text/plain')
        .send('This link is not valid. It may have been changed or cut short.');
      return;
    }
    await this.keep(this.recorder.recordClick(target, hitOf(req)));
    res.redirect(302, target.url);
  }

  /** A recipient's image or link must work even when the hit cannot be stored; a lost hit is only logged. */
  private async keep(recording: Promise<boolean>): Promise<void> {
    try {
      await recording;
    } catch (error) {
      this.logger.warn(
        `tracking hit not recorded: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

function hitOf(req: Request): RawHit {
  return { userAgent: req.get('user-agent') ?? null, ipPrefix: ipPrefix(req.ip), method: req.method };
}
