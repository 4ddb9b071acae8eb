/** What the site middleware needs to know of a request. */
export interface PageRequest {
  method: string;
  path: string;
  accept: string | undefined;
  authorization: string | undefined;
}

/**
 * A browser or crawler navigating to a public page: GET or HEAD naming text/html, without a bearer token (a
 * navigation never carries one). GET /blog and GET /blog/{slug} are also the blog's JSON API, so a client that
 * does not name text/html (fetch's default Accept is *\/*) gets the JSON.
 */
export function wantsRenderedPage(request: PageRequest, isPage: (path: string) => boolean): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.authorization) return false;
  const accept = (request.accept ?? '').toLowerCase();
  const types = accept.split(',').map((range) => range.split(';', 1)[0].trim());
  if (!types.includes('text/html') && !types.includes('application/xhtml+xml')) return false;
  return isPage(request.path);
}
