import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { rateLimitKey, TokenBucketLimiter } from '../../platform/security/rate-limiter';
import { CompanyFinder } from '../company-finder.service';
import { SearchingTooOften } from '../company-search.errors';
import { publicMatchBody, type PublicMatchBody } from '../company-search.contract';

/** Per client address: a burst of 5 searches, then 10 a minute (the demo itself waits 5 s between searches). */
export const PUBLIC_SEARCH_BURST = 5;
export const PUBLIC_SEARCHES_PER_MINUTE = 10;

/** The landing page's demo search: no sign-in, so each client address is rate limited. */
@ApiTags('company search')
@Controller('perplexity/public')
export class PublicCompanySearchController {
  private readonly limiter = new TokenBucketLimiter(PUBLIC_SEARCH_BURST, PUBLIC_SEARCHES_PER_MINUTE / 60);

  constructor(private readonly finder: CompanyFinder) {}

  @Post('snowflake-match')
  @HttpCode(200)
  match(
    @ValidBody(publicMatchBody) body: PublicMatchBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    // req.ip honours X-Forwarded-For only from the proxies TRUST_PROXY names (none by default), so a client
    // cannot pick its own.
    const client = rateLimitKey(req.ip);
    if (!this.limiter.take(client)) {
      const retryAfter = Math.max(1, this.limiter.retryAfterSeconds(client));
      // The exception filter answers on this response, so the header set here goes out with the 429.
      res.setHeader('Retry-After', String(retryAfter));
      throw new SearchingTooOften(retryAfter);
    }
    return this.finder.publicMatch(body);
  }
}
