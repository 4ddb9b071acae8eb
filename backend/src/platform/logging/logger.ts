import type { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';

// Credentials travel in headers, in the sign-in redirects' query (the spec's callback contract) and in the
// provider's code and state: none of them may reach a log line.
const SECRET_PARAMS = new Set(['token', 'refresh_token', 'access_token', 'code', 'state', 'id_token']);
const SECRET_REQUEST_HEADERS = ['authorization', 'cookie'];
const SECRET_RESPONSE_HEADERS = ['set-cookie', 'location', 'x-access-token'];
const REDACTED = '[Redacted]';

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'api' } });
}

/** A URL as logs may show it: the path, and each query parameter's value unless it is a credential. */
export function loggableUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (query === undefined) return path;
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (SECRET_PARAMS.has(name)) params.set(name, REDACTED);
  return `${path}?${params.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED)}`;
}

function withoutSecrets(headers: Record<string, unknown> | undefined, names: string[]) {
  if (!headers) return headers;
  const kept = { ...headers };
  for (const name of names) if (name in kept) kept[name] = REDACTED;
  return kept;
}

/**
 * pino-http serializers that keep credentials out of request logs whatever logger the app was given. The
 * parsed query is dropped: it would repeat the URL's parameters unredacted. pino-http applies pino's standard
 * serializers first and hands these their result, so they must not wrap them again: a second pass reads
 * headersSent and the socket from that result, which has neither, and logged every status as null.
 */
export const httpLogSerializers = {
  req: ({ query: _query, ...req }: pino.SerializedRequest) => ({
    ...req,
    url: loggableUrl(req.url),
    headers: withoutSecrets(req.headers, SECRET_REQUEST_HEADERS),
  }),
  res: (res: pino.SerializedResponse) => ({
    ...res,
    headers: withoutSecrets(res.headers, SECRET_RESPONSE_HEADERS),
  }),
};

/** Routes Nest's own logging into pino so every line is structured JSON. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
