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

  /** spaIndex: the built frontend's index.html, served for browser navigations no API route matched. */
  constructor(private readonly spaIndex?: string) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const request = host.switchToHttp().getRequest<Request>();

    if (this.spaIndex && isPageNavigation(request) && isPageOrUnsignedRead(error, request)) {
      response.sendFile(this.spaIndex);
      return;
    }

    if (error instanceof RequestValidationError) {
      response.status(400).json({ code: error.code, detail: error.problems });
      return;
    }
    if (error instanceof DomainError) {
      response.status(statusForCode(error.code)).json({
        code: error.code,
        detail: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...extraOf(error),
      });
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

/** What an error adds to its answer besides code, detail and field (e.g. the rows a CSV import refused). */
function extraOf(error: DomainError): Record<string, unknown> {
  const extra = (error as { extra?: unknown }).extra;
  return typeof extra === 'object' && extra !== null ? (extra as Record<string, unknown>) : {};
}

function isPageNavigation(request: Request): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/**
 * A client route no API route matched, or one that shares its path with a signed-in read (the Contacts page
 * and GET /contacts): a navigation never carries the bearer token, so without one it is the page that is wanted.
 */
function isPageOrUnsignedRead(error: unknown, request: Request): boolean {
  return (
    error instanceof NotFoundException ||
    (error instanceof UnauthorizedException && !request.headers.authorization)
  );
}

/** PostgreSQL's undefined_table: only read models are created after the API starts, by the projection runner. */
function isReadModelBeingBuilt(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '42P01';
}
