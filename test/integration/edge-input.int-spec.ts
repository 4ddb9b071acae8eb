import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Response, Test } from 'supertest';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

type Schema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  default?: unknown;
};

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  pathParams: string[];
  query: { name: string; schema: Schema }[];
  body?: Schema;
}

type Path = (string | number)[];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A value the schema would take, with every optional field present, so each string field can be poisoned. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'text';
  const option = schema.anyOf?.find((s) => !s.enum?.includes(null)) ?? schema.oneOf?.[0];
  if (option) return sample(option);
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property)]),
      );
    case 'array':
      return [sample(schema.items)];
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return 'text';
  }
}

/** The paths of every string in a sample value. */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => stringPaths(child, [...path, key]));
  }
  return [];
}

function withValueAt(value: unknown, path: Path, replacement: string): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[path[0]] = withValueAt(copy[path[0]], path.slice(1), replacement);
  return copy;
}

/** Every operation of the OpenAPI document the running app serves. */
function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: Record<string, unknown>[]; requestBody?: unknown }>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as { name: string; in: string; schema?: Schema }[];
      const body = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content;
      operations.push({
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: body?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

const BAD_TEXTS = { NUL: 'a\u0000b', 'a lone surrogate': 'a\ud800b', ESC: 'a\u001bb' } as const;

/** The same in a URL path: encodeURIComponent refuses a lone surrogate, whose UTF-8 form is %ED%A0%80. */
const BAD_PATH_SEGMENTS = { NUL: 'a%00b', 'a lone surrogate': 'a%ED%A0%80b', ESC: 'a%1Bb' } as const;

/**
 * The edge of the API as an attacker meets it: every operation the OpenAPI document lists, called with the framings
 * body-parser refuses and with NUL, a lone surrogate or another control character in each of its string fields,
 * body, query and path alike. Each answers 4xx with the problem named; none is a 500 or logs a stack trace.
 */
describe('the edge of every operation', () => {
  let t: InProcessApp;
  let token: string;
  let operations: Operation[];
  const errors = jest.fn();

  beforeAll(async () => {
    t = await startInProcessApp();
    // An admin, whom every signed-in route lets through its guards to the edge rule.
    ({ token } = await t.register('admin@example.com'));
    const document = await t.api().get('/docs/openapi.json');
    operations = operationsOf(document.body);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(errors);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  const urlOf = (operation: Operation, poisoned?: { param: string; value: string }) =>
    operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      poisoned?.param === name
        ? poisoned.value
        : name.toLowerCase().endsWith('id')
          ? randomUUID()
          : 'company',
    );

  const call = (operation: Operation, url = urlOf(operation)): Test =>
    t.api()[operation.method](url).set('Authorization', `Bearer ${token}`);

  const expectRefused = (response: Response, what: string) => {
    const answer = `${what}: ${response.status} ${JSON.stringify(response.body)}`;
    expect(answer).toMatch(/: 4\d\d /);
  };

  it('lists the operations, their bodies and their query parameters', () => {
    expect(operations.length).toBeGreaterThan(40);
    const route = (method: string, path: string) =>
      operations.find((operation) => operation.method === method && operation.path === path);
    expect(route('get', '/health')).toBeDefined();
    expect(route('post', '/auth/refresh')).toBeDefined();
    expect(stringPaths(sample(route('post', '/contacts/bulk-add')?.body))).toEqual(
      expect.arrayContaining([
        ['contacts', 0, 'tags', 0],
        ['contacts', 0, 'sources', 0],
      ]),
    );
    expect(route('get', '/contacts/list')?.query.map((q) => q.name)).toEqual(
      expect.arrayContaining(['filters', 'sort', 'search']),
    );
  });

  it('answers every framing body-parser refuses with its 4xx and the problem named, on every operation', async () => {
    const deepForm = 'a[b][c][d][e][f][g]=1';
    const manyParams = Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&');
    const framings: [string, (test: Test) => Test, number, string][] = [
      [
        'an unknown charset',
        (test) => test.set('Content-Type', 'application/json; charset=klingon').send('{}'),
        415,
        'REQUEST.UNSUPPORTED_CHARSET',
      ],
      [
        'an unknown Content-Encoding',
        (test) => test.set('Content-Type', 'application/json').set('Content-Encoding', 'x-zip').send('{}'),
        415,
        'REQUEST.UNSUPPORTED_ENCODING',
      ],
      [
        'a body that is not what its Content-Encoding says',
        (test) =>
          test.set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('{"a":1}'),
        400,
        'REQUEST.BAD_ENCODING',
      ],
      [
        'malformed JSON',
        (test) => test.set('Content-Type', 'application/json').send('{"a":'),
        400,
        'REQUEST.MALFORMED',
      ],
      [
        'too many form parameters',
        (test) => test.set('Content-Type', 'application/x-www-form-urlencoded').send(manyParams),
        413,
        'REQUEST.TOO_MANY_PARAMETERS',
      ],
      [
        'too deeply nested form parameters',
        (test) => test.set('Content-Type', 'application/x-www-form-urlencoded').send(deepForm),
        400,
        'REQUEST.TOO_DEEP',
      ],
    ];
    for (const operation of operations) {
      for (const [what, frame, status, code] of framings) {
        const response = await frame(call(operation));
        expect(
          `${operation.method} ${operation.path} with ${what}: ${response.status} ${response.body.code}`,
        ).toBe(`${operation.method} ${operation.path} with ${what}: ${status} ${code}`);
      }
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('answers a body over the limit with 413, a compressed one counted as it unpacks', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });
    for (const path of ['/health', '/auth/refresh', '/contacts']) {
      const plain = await t.api().post(path).set('Content-Type', 'application/json').send(big);
      expect([path, plain.status, plain.body.code]).toEqual([path, 413, 'REQUEST.TOO_LARGE']);
      const zipped = await t
        .api()
        .post(path)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        // superagent would write the Buffer as JSON; the bytes go as they are (its types say a string).
        .serialize((body: Buffer) => body as unknown as string)
        .send(gzipSync(big));
      expect([path, zipped.status, zipped.body.code]).toEqual([path, 413, 'REQUEST.TOO_LARGE']);
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('refuses NUL, lone surrogates and other control characters in every string field, naming the field', async () => {
    let requests = 0;
    for (const operation of operations) {
      const body = operation.body ? sample(operation.body) : undefined;
      for (const [name, bad] of Object.entries(BAD_TEXTS)) {
        for (const path of body === undefined ? [] : stringPaths(body)) {
          const response = await call(operation).send(withValueAt(body, path, bad) as object);
          requests++;
          expectRefused(response, `${operation.method} ${operation.path} with ${name} in ${path.join('.')}`);
          expect(response.body.detail).toEqual(
            expect.arrayContaining([
              { loc: path, msg: `${path.join('.')} must not contain control characters` },
            ]),
          );
        }
        for (const { name: param } of operation.query) {
          // A URL cannot carry a lone surrogate (its UTF-8 bytes decode as U+FFFD), but JSON in a query can.
          const values = name === 'a lone surrogate' ? [JSON.stringify([bad])] : [bad, JSON.stringify([bad])];
          for (const value of values) {
            const response = await call(operation).query({ [param]: value });
            requests++;
            expectRefused(response, `${operation.method} ${operation.path} with ${name} in ?${param}`);
          }
        }
        for (const param of operation.pathParams) {
          const value = BAD_PATH_SEGMENTS[name as keyof typeof BAD_PATH_SEGMENTS];
          const response = await call(operation, urlOf(operation, { param, value }));
          requests++;
          expectRefused(response, `${operation.method} ${operation.path} with ${name} in {${param}}`);
        }
      }
    }
    expect(requests).toBeGreaterThan(300);
    expect(errors).not.toHaveBeenCalled();
  });

  it('refuses a control character in a key of nested JSON, such as a search result’s matches', async () => {
    const response = await call({
      method: 'post',
      path: '/contacts/bulk-add',
      pathParams: [],
      query: [],
    }).send([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        company: 'Acme',
        where_met: 'Contact Search',
        matches: { 'job\u0000title': 1 },
      },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.detail).toEqual([
      { loc: [0, 'matches'], msg: '0.matches must not have a key with control characters' },
    ]);
  });

  it('keeps line breaks and tabs where text is multi-line', async () => {
    const summary = 'First line\r\nSecond line\twith a tab';
    const response = await call({
      method: 'put',
      path: '/settings/linkedin_data',
      pathParams: [],
      query: [],
    }).send({
      linkedin_data: { firstName: 'Ada', summary },
    });
    expect(response.status).toBe(200);
    expect(response.body.linkedin_data.summary).toBe(summary);
  });

  it('refuses LinkedIn data of an unexpected shape with 400 and keeps what was stored', async () => {
    const put = (body: object) =>
      call({ method: 'put', path: '/settings/linkedin_data', pathParams: [], query: [] }).send(body);
    expect((await put({ linkedin_data: { firstName: 'Ada', headline: 'Engineer' } })).status).toBe(200);
    for (const body of [
      { linkedin_data: { name: 'Ada' } },
      { linkedin_data: {} },
      { data: { firstName: 'x' } },
    ]) {
      const response = await put(body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
    }
    // The read is the user-settings read model: wait until it holds everything written so far.
    await t.projected('user-settings', await t.newestPosition());
    const stored = await t.api().get('/profile/linkedin').set('Authorization', `Bearer ${token}`);
    expect(stored.body.linkedin_data).toMatchObject({ firstName: 'Ada', headline: 'Engineer' });
  });

  it('refuses javascript: and data: links on a contact, naming the field', async () => {
    const contacts = { method: 'post' as const, path: '/contacts', pathParams: [], query: [] };
    for (const [field, link] of [
      ['linkedin_url', 'javascript:alert(document.cookie)'],
      ['company_url', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ]) {
      const response = await call(contacts).send({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: `${field}@example.com`,
        company: 'Acme',
        [field]: link,
      });
      expect(response.status).toBe(400);
      expect(response.body.detail).toEqual([
        { loc: [field], msg: `${field} must be an http:// or https:// URL` },
      ]);
    }
  });

  it('puts security headers on every answer, a content security policy included', async () => {
    for (const response of [
      await t.api().get('/health'),
      await t.api().get('/contacts'),
      await t.api().get('/no/such/route'),
      await t.api().post('/auth/refresh').set('Content-Type', 'application/json').send('{'),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('believes no X-Forwarded-For by default, so rotating it does not escape the public search’s limit', async () => {
    let client = 0;
    const statuses: number[] = [];
    // A bucket of 5 refilled 10 a minute: from one address, a 429 comes within a few more requests than 5
    // (fewer on a fast machine), whichever address each request claims to be for.
    while (statuses.length < 20 && !statuses.includes(429)) {
      const response = await t
        .api()
        .post('/perplexity/public/snowflake-match')
        .set('X-Forwarded-For', `203.0.113.${++client}`)
        .send({ search_term: 'software', limit: 1 });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  });
});
