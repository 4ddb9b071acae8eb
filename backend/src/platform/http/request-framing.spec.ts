import { framingOf, refuseMalformedFraming, RequestFramingError } from './request-framing';
import { statusForCode } from './error-status';

const parserError = (type: string, status: number, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(type), { type, status, expose: true, ...extra });

describe('request framing errors', () => {
  it.each([
    ['entity.parse.failed', 400, 'REQUEST.MALFORMED'],
    ['entity.too.large', 413, 'REQUEST.TOO_LARGE'],
    ['entity.verify.failed', 403, 'REQUEST.UNVERIFIED'],
    ['charset.unsupported', 415, 'REQUEST.UNSUPPORTED_CHARSET'],
    ['encoding.unsupported', 415, 'REQUEST.UNSUPPORTED_ENCODING'],
    ['parameters.too.many', 413, 'REQUEST.TOO_MANY_PARAMETERS'],
    ['querystring.parse.rangeError', 400, 'REQUEST.TOO_DEEP'],
    ['request.aborted', 400, 'REQUEST.ABORTED'],
    ['request.size.invalid', 400, 'REQUEST.SIZE_MISMATCH'],
  ])('answers body-parser’s %s with %d %s, and the code maps to that status', (type, status, code) => {
    const framing = framingOf(parserError(type, status));
    expect(framing).toMatchObject({ status, code });
    expect(framing?.detail).toMatch(/^(Request body|Charset|Content-Encoding)/);
    expect(statusForCode(code)).toBe(status);
  });

  it('names the charset or encoding refused', () => {
    expect(framingOf(parserError('charset.unsupported', 415, { charset: 'klingon' }))?.detail).toBe(
      'Charset "klingon" is not supported; send UTF-8',
    );
    expect(framingOf(parserError('encoding.unsupported', 415, { encoding: 'x-zip' }))?.detail).toBe(
      'Content-Encoding "x-zip" is not supported; send identity, gzip, deflate or br',
    );
  });

  it('tells malformed JSON from another malformed body', () => {
    const json = Object.assign(new SyntaxError('Unexpected end of JSON input'), {
      type: 'entity.parse.failed',
      status: 400,
    });
    expect(framingOf(json)?.detail).toBe('Request body is not valid JSON');
    expect(framingOf(parserError('entity.parse.failed', 400))?.detail).toBe('Request body is malformed');
  });

  it('answers a compressed body that does not decompress with 400', () => {
    const zlib = Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR', status: 400 });
    expect(framingOf(zlib)).toMatchObject({ status: 400, code: 'REQUEST.BAD_ENCODING' });
  });

  it('leaves the stream errors that are never the caller’s doing, and every other error, alone', () => {
    expect(framingOf(parserError('stream.encoding.set', 500))).toBeUndefined();
    expect(framingOf(parserError('stream.not.readable', 500))).toBeUndefined();
    expect(framingOf(new Error('boom'))).toBeUndefined();
    expect(framingOf('text')).toBeUndefined();
  });

  it('passes a parser error on as a RequestFramingError, and any other error as it is', () => {
    const next = jest.fn();
    const noRequest = {} as never;
    refuseMalformedFraming(parserError('entity.too.large', 413), noRequest, noRequest, next);
    expect(next.mock.calls[0][0]).toBeInstanceOf(RequestFramingError);
    expect(next.mock.calls[0][0]).toMatchObject({ code: 'REQUEST.TOO_LARGE' });
    const other = new Error('boom');
    refuseMalformedFraming(other, noRequest, noRequest, next);
    expect(next.mock.calls[1][0]).toBe(other);
  });
});
