import { gzipSync } from 'node:zlib';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { wantsRenderedPage } from './negotiation';
import { chooseEncoding } from './precompressed-assets';
import { isPublicPagePath } from './public-pages';
import { SitePages } from './site-pages';

/** The server's own address for the render's API reads: loopback, on the port this request arrived at. */
function apiOriginOf(request: Request): string {
  return `http://127.0.0.1:${request.socket.localPort}`;
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return chooseEncoding(acceptEncoding) !== null && /\bgzip\b/i.test(acceptEncoding ?? '');
}

/** Answers a navigation to a public page with its server-rendered HTML; everything else goes on to the routes. */
@Injectable()
export class SiteMiddleware implements NestMiddleware {
  constructor(private readonly pages: SitePages) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const wanted = wantsRenderedPage(
      {
        method: request.method,
        path: request.path,
        accept: request.headers.accept,
        authorization: request.headers.authorization,
      },
      isPublicPagePath,
    );
    if (!wanted) return next();
    try {
      const answer = await this.pages.answer(request.originalUrl, apiOriginOf(request));
      // The same path answers JSON to the blog's API clients: caches must keep the two apart.
      response.vary('Accept');
      if (answer.kind === 'none') return next();
      if (answer.kind === 'spa') {
        response.sendFile(answer.file);
        return;
      }
      const { status, body, redirect } = answer.page;
      if (redirect) {
        response.redirect(status, redirect);
        return;
      }
      response.status(status).type('html').set('Cache-Control', 'no-cache');
      response.vary('Accept-Encoding');
      if (!acceptsGzip(request.headers['accept-encoding'])) {
        response.send(body);
        return;
      }
      response.set('Content-Encoding', 'gzip').send(gzipSync(body));
    } catch (error) {
      next(error);
    }
  }
}
