/// <reference types="multer" />
import { createHash } from 'node:crypto';
import type { Request } from 'express';

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** JSON with every object's keys sorted, so one request always hashes the same whatever order its fields came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function uploadedFiles(request: Request): Express.Multer.File[] {
  const { file, files } = request;
  const all = Array.isArray(files) ? files : Object.values(files ?? {}).flat();
  return file ? [file, ...all] : all;
}

/**
 * What an Idempotency-Key is bound to: the method, the route, its parameters, the query, the body (less the fields a
 * route names as changing from one retry to the next, such as a single-use payment nonce) and the uploaded files'
 * contents. Read once the route's interceptors have parsed a multipart body.
 */
export function requestHashOf(request: Request, retryMayChange: readonly string[] = []): string {
  const body: unknown = request.body;
  const kept =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([field]) => !retryMayChange.includes(field)))
      : body;
  const route = (request.route as { path?: unknown } | undefined)?.path;
  return sha256(
    canonicalJson({
      method: request.method,
      route: `${request.baseUrl}${typeof route === 'string' ? route : request.path}`,
      params: request.params,
      query: request.query,
      body: kept,
      files: uploadedFiles(request).map((file) => ({
        field: file.fieldname,
        name: file.originalname,
        type: file.mimetype,
        content: file.buffer ? sha256(file.buffer) : null,
      })),
    }),
  );
}
