import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../errors/domain-error';
import { registerErrorStatus } from './error-status';

/** A request whose framing (charset, encoding, size, syntax) the body parsers refused: always the client's doing. */
export class RequestFramingError extends DomainError {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Framing {
  status: number;
  code: string;
  detail: string;
}

/**
 * Every error body-parser (and raw-body under it) raises, by its `type`, with the answer the caller gets. The
 * two 'stream.*' types are never the caller's doing (another middleware read the body first): they stay 500s.
 */
const FRAMING_BY_TYPE: Record<string, Framing | ((error: ParserError) => Framing)> = {
  'entity.parse.failed': (error) => ({
    status: 400,
    code: 'REQUEST.MALFORMED',
    detail: error instanceof SyntaxError ? 'Request body is not valid JSON' : 'Request body is malformed',
  }),
  'entity.too.large': { status: 413, code: 'REQUEST.TOO_LARGE', detail: 'Request body is too large' },
  'entity.verify.failed': {
    status: 403,
    code: 'REQUEST.UNVERIFIED',
    detail: 'Request body failed verification',
  },
  'charset.unsupported': (error) => ({
    status: 415,
    code: 'REQUEST.UNSUPPORTED_CHARSET',
    detail: `Charset ${quoted(error.charset)}is not supported; send UTF-8`,
  }),
  'encoding.unsupported': (error) => ({
    status: 415,
    code: 'REQUEST.UNSUPPORTED_ENCODING',
    detail: `Content-Encoding ${quoted(error.encoding)}is not supported; send identity, gzip, deflate or br`,
  }),
  'parameters.too.many': {
    status: 413,
    code: 'REQUEST.TOO_MANY_PARAMETERS',
    detail: 'Request body has too many form parameters',
  },
  'querystring.parse.rangeError': {
    status: 400,
    code: 'REQUEST.TOO_DEEP',
    detail: 'Request body nests form parameters too deeply',
  },
  'request.aborted': { status: 400, code: 'REQUEST.ABORTED', detail: 'Request body was cut off' },
  'request.size.invalid': {
    status: 400,
    code: 'REQUEST.SIZE_MISMATCH',
    detail: 'Request body does not match its Content-Length',
  },
};

interface ParserError {
  type?: unknown;
  status?: unknown;
  charset?: unknown;
  encoding?: unknown;
  code?: unknown;
}

const quoted = (value: unknown) => (typeof value === 'string' && value !== '' ? `"${value}" ` : '');

/** zlib's codes for a compressed body that does not decompress (body-parser passes them on as 400s). */
const BAD_COMPRESSED_DATA = new Set([
  'Z_DATA_ERROR',
  'Z_BUF_ERROR',
  'Z_NEED_DICT',
  'ERR_BROTLI_DECOMPRESSION_FAILED',
]);

/** What to answer for an error the body parsers raised; undefined for any other error. */
export function framingOf(error: unknown): Framing | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const parserError = error as ParserError;
  if (typeof parserError.type === 'string') {
    const framing = FRAMING_BY_TYPE[parserError.type];
    if (framing) return typeof framing === 'function' ? framing(parserError) : framing;
  }
  if (typeof parserError.code === 'string' && BAD_COMPRESSED_DATA.has(parserError.code)) {
    return {
      status: 400,
      code: 'REQUEST.BAD_ENCODING',
      detail: 'Request body does not decompress as its Content-Encoding says',
    };
  }
  return undefined;
}

registerErrorStatus(
  Object.fromEntries(
    [
      ...Object.values(FRAMING_BY_TYPE).map((framing) =>
        typeof framing === 'function' ? framing({}) : framing,
      ),
      framingOf({ code: 'Z_DATA_ERROR' })!,
    ].map(({ code, status }) => [code, status]),
  ),
);

/**
 * Express error middleware placed right after the body parsers: their errors become RequestFramingErrors, which
 * the exception filter answers like any domain error (no stack trace logged). Without it Nest would turn a JSON
 * syntax error into a bare 400 quoting the parser, and every other parser error into a 500.
 */
export function refuseMalformedFraming(
  error: unknown,
  _request: Request,
  _response: Response,
  next: NextFunction,
): void {
  const framing = framingOf(error);
  next(framing ? new RequestFramingError(framing.code, framing.detail) : error);
}
