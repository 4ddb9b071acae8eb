import { CanActivate, ExecutionContext, Injectable, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';

/**
 * GET /blog and /blog/{slug} share their paths with the browser pages. A navigation (Accept prefers text/html over
 * JSON) is refused with a NotFoundException, which AppExceptionFilter answers with the app's index.html (wantsPage);
 * the API's clients (fetch sends Accept: *\/* or JSON) get JSON. Replaced by server-rendered pages once the public
 * pages are rendered on the server (Issue 19, lane ssr).
 */
@Injectable()
export class PageNavigationGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.accepts(['application/json', 'text/html']) === 'text/html') {
      throw new NotFoundException('A page navigation: the browser app answers it');
    }
    return true;
  }
}
