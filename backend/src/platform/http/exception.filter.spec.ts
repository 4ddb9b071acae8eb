import { Logger, NotFoundException, UnauthorizedException, type ArgumentsHost } from '@nestjs/common';
import { AppExceptionFilter } from './exception.filter';

function respond(error: unknown) {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
  const response = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return response;
    },
    set(name: string, value: string) {
      sent.headers[name] = value;
      return response;
    },
    json(body: unknown) {
      sent.body = body;
      return response;
    },
  };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ headers: {} }) }),
  } as unknown as ArgumentsHost;
  new AppExceptionFilter().catch(error, host);
  return sent;
}

/** What the filter does with a GET (by default) of a path: the page (index.html) or a JSON status. */
function navigate(
  error: unknown,
  headers: Record<string, string>,
  method = 'GET',
  originalUrl = '/contacts',
) {
  const sent: { file?: string; status?: number } = {};
  const response = {
    headersSent: false,
    sendFile(path: string) {
      sent.file = path;
    },
    status(code: number) {
      sent.status = code;
      return { json: () => undefined };
    },
  };
  const request = { method, headers, originalUrl };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  new AppExceptionFilter('/dist/index.html').catch(error, host);
  return sent;
}

describe('the exception filter', () => {
  // The 500 case logs its stack on purpose; the test output need not show it.
  beforeEach(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers a read model that is not built yet with 503 and a retry hint, not a failure', () => {
    const missing = Object.assign(new Error('relation "onboarding_status" does not exist'), {
      code: '42P01',
    });
    const sent = respond(missing);
    expect(sent.status).toBe(503);
    expect(sent.headers['Retry-After']).toBe('5');
    expect(sent.body).toEqual({
      code: 'READ_MODEL.BUILDING',
      detail: 'This view is still being prepared. Please try again shortly.',
    });
  });

  it('answers a body over the parser’s limit with 413, not a failure', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), {
      type: 'entity.too.large',
      status: 413,
    });
    expect(respond(tooLarge)).toMatchObject({ status: 413, body: { code: 'REQUEST.TOO_LARGE' } });
  });

  it('serves the page for a browser navigation to a client route that is also a signed-in read, like /contacts', () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    const unauthorized = new UnauthorizedException({ detail: 'Authentication required' });
    expect(navigate(unauthorized, html)).toEqual({ file: '/dist/index.html' });
    expect(navigate(new NotFoundException(), html)).toEqual({ file: '/dist/index.html' });
    expect(navigate(unauthorized, { ...html, authorization: 'Bearer expired' })).toEqual({ status: 401 });
    expect(navigate(unauthorized, { accept: 'application/json' })).toEqual({ status: 401 });
  });

  describe('for a client that is not a browser (curl sends Accept: */*)', () => {
    const unmatched = (method: string, path: string) => new NotFoundException(`Cannot ${method} ${path}`);

    it('serves the page where no API route exists, for GET and HEAD, with */* or no Accept at all', () => {
      expect(navigate(unmatched('GET', '/'), { accept: '*/*' }, 'GET', '/')).toEqual({
        file: '/dist/index.html',
      });
      expect(navigate(unmatched('GET', '/'), {}, 'GET', '/')).toEqual({ file: '/dist/index.html' });
      expect(navigate(unmatched('HEAD', '/'), { accept: '*/*' }, 'HEAD', '/')).toEqual({
        file: '/dist/index.html',
      });
      expect(
        navigate(unmatched('GET', '/pricing?plan=pro'), { accept: '*/*' }, 'GET', '/pricing?plan=pro'),
      ).toEqual({
        file: '/dist/index.html',
      });
    });

    it('keeps JSON for a client that names it, even where no API route exists', () => {
      expect(navigate(unmatched('GET', '/'), { accept: 'application/json' }, 'GET', '/')).toEqual({
        status: 404,
      });
      expect(
        navigate(unmatched('GET', '/'), { accept: 'application/problem+json, */*;q=0.8' }, 'GET', '/'),
      ).toEqual({ status: 404 });
    });

    it("keeps an API route's own answer: its 401, and a 404 it throws", () => {
      const unauthorized = new UnauthorizedException({ detail: 'Authentication required' });
      expect(navigate(unauthorized, { accept: '*/*' }, 'GET', '/contacts')).toEqual({ status: 401 });
      expect(
        navigate(new NotFoundException('No such contact'), { accept: '*/*' }, 'GET', '/contacts/x'),
      ).toEqual({
        status: 404,
      });
    });

    it('keeps JSON under /api/ and for anything but GET and HEAD', () => {
      expect(navigate(unmatched('GET', '/api/nope'), { accept: '*/*' }, 'GET', '/api/nope')).toEqual({
        status: 404,
      });
      expect(navigate(unmatched('POST', '/'), { accept: '*/*' }, 'POST', '/')).toEqual({ status: 404 });
    });
  });

  it('hides any other unexpected error behind a 500 without its message', () => {
    const sent = respond(Object.assign(new Error('password authentication failed'), { code: '28P01' }));
    expect(sent.status).toBe(500);
    expect(JSON.stringify(sent.body)).not.toContain('password');
  });
});
