import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { RequestHandler } from 'express';

/** Content types of the files the frontend build compresses (see frontend/vite.config.ts). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/** The encodings the build writes beside each file, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Which of a file's compressed copies this client takes: the first it accepts (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): (typeof ENCODINGS)[number] | null {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.trim());
  return ENCODINGS.find(({ name }) => accepted.includes(name)) ?? null;
}

/**
 * The build's hashed files (/assets/…) as the compressed copies the build wrote, cached for a year: a hashed
 * name never changes content. Without a copy, or for a client that takes no compression, the plain static files
 * answer as before.
 */
export function precompressedAssets(dist: string): RequestHandler {
  const root = normalize(dist);
  return (request, response, next) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.path.startsWith('/assets/')) {
      return next();
    }
    const type = TYPES[extname(request.path)];
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const file = normalize(join(root, decodeURIComponent(request.path)));
    if (!type || !encoding || !file.startsWith(root + sep) || !existsSync(file + encoding.suffix))
      return next();
    response.vary('Accept-Encoding');
    response.set({
      'Content-Type': type,
      'Content-Encoding': encoding.name,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    response.sendFile(file + encoding.suffix, (error) => {
      if (error && !response.headersSent) next();
    });
  };
}
