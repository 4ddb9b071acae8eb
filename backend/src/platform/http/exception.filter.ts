import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError } from '../errors/domain-error';
import { RequestValidationError } from './request-validation.error';
import { statusForCode } from './error-status';
import { framingOf } from './request-framing';

/** The one place errors become HTTP: domain codes map to statuses, and no stack trace reaches a client. */
@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  /** spaIndex: the built frontend's index.html, served for page requests no API route answers (see wantsPage). */
  constructor(private readonly spaIndex?: string) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const request = host.switchToHttp().getRequest<Request>();

    if (this.spaIndex && wantsPage(error, request)) {
      response.sendFile(this.spaIndex);
      return;
    }

    if (error instanceof RequestValidationError) {
      response.status(400).json({ code: error.code, detail: error.problems });
      return;
    }
    if (error instanceof DomainError) {
      response.status(statusForCode(error.code)).json(domainErrorBody(error));
      return;
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const body = error.getResponse();
      const detail =
        typeof body === 'object' && body !== null && 'detail' in body
          ? (body as { detail: unknown }).detail
          : error.message;
      response.status(status).json({ code: `HTTP.${status}`, detail });
      return;
    }
    const framing = framingOf(error);
    if (framing) {
      // A body the parsers refused (charset, encoding, size, syntax): the caller's doing, so no stack trace.
      response.status(framing.status).json({ code: framing.code, detail: framing.detail });
      return;
    }
    if (isReadModelBeingBuilt(error)) {
      // A projector deployed for the first time has no view until its first generation is built.
      response.status(503).set('Retry-After', '5').json({
        code: 'READ_MODEL.BUILDING',
        detail: 'This view is still being prepared. Please try again shortly.',
      });
      return;
    }
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    response
      .status(500)
      .json({ code: 'INTERNAL', detail: 'Something went wrong on our side. Please try again.' });
  }
}

/** A refusal's JSON answer; a stream that has begun sends the same fields in its error event. */
export function domainErrorBody(error: DomainError): Record<string, unknown> {
  return {
    code: error.code,
    detail: error.message,
    ...(error.field ? { field: error.field } : {}),
    ...extraOf(error),
  };
}

/** What an error adds to its answer besides code, detail and field (e.g. the rows a CSV import refused). */
function extraOf(error: DomainError): Record<string, unknown> {
  const extra = (error as { extra?: unknown }).extra;
  return typeof extra === 'object' && extra !== null ? (extra as Record<string, unknown>) : {};
}

/**
 * Content negotiation for the paths the page and the API share. A browser navigation (Accept names text/html)
 * gets the page for a client route no API route matched, and for one that shares its path with a signed-in read
 * (the Contacts page and GET /contacts): a navigation never carries the bearer token, so without one it is the
 * page that is wanted. Any other GET or HEAD that does not name JSON (curl's Accept: *\/*, or no Accept at all)
 * gets the page only where no API route exists at all, outside /api/: an API route keeps its JSON answer (401,
 * 404 of a resource) for every client, and a client that names JSON always gets JSON.
 */
function wantsPage(error: unknown, request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = (request.headers.accept ?? '').toLowerCase();
  if (accept.includes('text/html')) {
    return (
      error instanceof NotFoundException ||
      (error instanceof UnauthorizedException && !request.headers.authorization)
    );
  }
  return (
    !namesJson(accept) &&
    isUnmatchedRoute(error, request) &&
    !(request.originalUrl ?? request.url).startsWith('/api/')
  );
}

/** Accept lists a JSON media type (application/json, application/problem+json, …). */
function namesJson(accept: string): boolean {
  return accept
    .split(',')
    .map((range) => range.split(';', 1)[0].trim())
    .some((type) => type === 'application/json' || type.endsWith('+json'));
}

/** The router's own 404 (Nest's not-found handler), as opposed to a NotFoundException a route threw. */
function isUnmatchedRoute(error: unknown, request: Request): boolean {
  return (
    error instanceof NotFoundException &&
    error.message === `Cannot ${request.method} ${request.originalUrl ?? request.url}`
  );
}

/** PostgreSQL's undefined_table: only read models are created after the API starts, by the projection runner. */
function isReadModelBeingBuilt(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '42P01';
}
