import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3DoubleOptions {
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface S3DoubleRequest {
  method: string;
  /** The object key, '' for a request on the bucket itself. */
  key: string;
  status: number;
}

/**
 * A local S3 that speaks the REST calls FileStorage uses (PutObject, GetObject, DeleteObject) with
 * path-style addressing, answers errors with S3's XML bodies, and verifies every request's AWS SigV4
 * signature (including the signed payload hash) against its one key pair.
 */
export interface S3Double {
  endpoint: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The bucket's objects by key. */
  objects: Map<string, Buffer>;
  requests: S3DoubleRequest[];
  /** The next `count` requests are answered with S3's 500 InternalError, as a failing service would. */
  failNext(count: number): void;
  close(): Promise<void>;
}

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');
const SIGNED_AGE_LIMIT_MS = 15 * 60 * 1000;

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly resource = '',
  ) {
    super(message);
  }
}

export async function startS3Double(options: S3DoubleOptions = {}): Promise<S3Double> {
  const bucket = options.bucket ?? 'outreach-test';
  const region = options.region ?? 'eu-central-1';
  const credentials = {
    accessKeyId: options.accessKeyId ?? 'AKIAS3DOUBLETEST0001',
    secretAccessKey: options.secretAccessKey ?? 's3-double-secret-key-0123456789abcdefghij',
  };
  const objects = new Map<string, Buffer>();
  const requests: S3DoubleRequest[] = [];
  let failures = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://s3.double');
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    const body = await readBody(req);
    const answer = (status: number) => requests.push({ method: req.method ?? '', key, status });
    try {
      verifySignature(req, url, body, region, credentials);
      if (failures > 0) {
        failures--;
        throw new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.');
      }
      if (bucketName !== bucket) {
        throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', `/${bucketName}`);
      }
      if (key === '') throw new S3Error(405, 'MethodNotAllowed', 'Only object calls are supported here');
      switch (req.method) {
        case 'PUT': {
          objects.set(key, body);
          res.writeHead(200, { ETag: etag(body) }).end();
          answer(200);
          return;
        }
        case 'GET': {
          const object = objects.get(key);
          if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', key);
          res
            .writeHead(200, {
              'Content-Type': 'application/octet-stream',
              'Content-Length': object.length,
              ETag: etag(object),
              'Last-Modified': new Date().toUTCString(),
            })
            .end(object);
          answer(200);
          return;
        }
        case 'DELETE': {
          objects.delete(key);
          res.writeHead(204).end();
          answer(204);
          return;
        }
        default:
          throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed', key);
      }
    } catch (error) {
      const s3 = error instanceof S3Error ? error : new S3Error(500, 'InternalError', String(error), key);
      const xml =
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<Error><Code>${s3.code}</Code><Message>${escapeXml(s3.message)}</Message>` +
        `<Resource>${escapeXml(s3.resource)}</Resource><RequestId>${randomUUID()}</RequestId></Error>`;
      res.writeHead(s3.status, { 'Content-Type': 'application/xml' }).end(xml);
      answer(s3.status);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    credentials,
    objects,
    requests,
    failNext(count) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const etag = (content: Buffer) => `"${createHash('md5').update(content).digest('hex')}"`;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** AWS Signature Version 4 as S3 checks it: the canonical request, the scope, the derived key, the payload hash. */
function verifySignature(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  region: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
): void {
  const match = AUTHORIZATION.exec(String(req.headers.authorization ?? ''));
  if (!match) throw new S3Error(403, 'AccessDenied', 'Access Denied: no AWS Signature Version 4');
  const [, accessKeyId, date, scopeRegion, signedHeaderList, signature] = match;
  if (accessKeyId !== credentials.accessKeyId) {
    throw new S3Error(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  }
  if (scopeRegion !== region) {
    throw new S3Error(
      400,
      'AuthorizationHeaderMalformed',
      `the region '${scopeRegion}' is wrong; expecting '${region}'`,
    );
  }
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const signedAt = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!amzDate.startsWith(date) || !(Math.abs(Date.now() - signedAt) < SIGNED_AGE_LIMIT_MS)) {
    throw new S3Error(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the server time is too large.',
    );
  }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  const actualHash = body.length === 0 ? EMPTY_SHA256 : createHash('sha256').update(body).digest('hex');
  if (payloadHash !== actualHash) {
    throw new S3Error(
      400,
      'XAmzContentSHA256Mismatch',
      'The provided x-amz-content-sha256 header does not match what was computed.',
    );
  }
  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) {
    throw new S3Error(403, 'AccessDenied', 'host and x-amz-date must be signed');
  }
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalQuery = [...url.searchParams.entries()]
    .map(([name, value]) => [rfc3986(name), rfc3986(value)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    req.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), region), 's3'),
    'aws4_request',
  );
  if (hmac(key, stringToSign).toString('hex') !== signature) {
    throw new S3Error(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
}
