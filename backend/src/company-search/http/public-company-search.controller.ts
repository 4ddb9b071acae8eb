import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { ClientRateLimiter, RateLimiters, rateLimitKey } from '../../platform/security/rate-limiter';
import { CompanyFinder } from '../company-finder.service';
import { SearchingTooOften } from '../company-search.errors';
import { publicMatchBody, type PublicMatchBody } from '../company-search.contract';

/**
 * Per client address: one search per 6 s (10 a minute), and 4 more a minute to start with a burst of 5 (the demo
 * itself waits 5 s between searches): about 14 a minute at full pace. Counted in PostgreSQL, shared by every API node.
 */
export const PUBLIC_SEARCH_LIMIT = {
  name: 'public-company-search',
  points: 1,
  durationSeconds: 6,
  burst: { points: 4, durationSeconds: 60 },
};

/** The landing page's demo search: no sign-in, so each client address is rate limited. */
@ApiTags('company search')
@Controller('perplexity/public')
export class PublicCompanySearchController {
  private readonly limiter: ClientRateLimiter;

  constructor(
    private readonly finder: CompanyFinder,
    limits: RateLimiters,
  ) {
    this.limiter = limits.limit(PUBLIC_SEARCH_LIMIT);
  }

  @Post('snowflake-match')
  @HttpCode(200)
  async match(
    @ValidBody(publicMatchBody) body: PublicMatchBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    // req.ip honours X-Forwarded-For only from the proxies TRUST_PROXY names (none by default), so a client
    // cannot pick its own.
    const verdict = await this.limiter.take(rateLimitKey(req.ip));
    if (!verdict.allowed) {
      // The exception filter answers on this response, so the header set here goes out with the 429.
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new SearchingTooOften(verdict.retryAfterSeconds);
    }
    return this.finder.publicMatch(body);
  }
}
