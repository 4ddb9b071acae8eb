import type { AppDispatch } from '../api/root-reducer';

/** What a route's preload is given: the matched path's parameters and the address's query. */
export interface PreloadMatch {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * Starts the reads a public page shows, so the server renders it with its data and the client hydrates from the
 * same cache without fetching again. Each promise is what dispatching an endpoint's initiate() returns.
 */
export type RoutePreload = (dispatch: AppDispatch, match: PreloadMatch) => readonly PromiseLike<unknown>[];

export interface RoutePreloadHandle {
  preload?: RoutePreload;
}

/** The preload of the deepest matched route that has one. */
export function preloadOf(matches: readonly { route: { handle?: unknown } }[]): RoutePreload | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const preload = (matches[index].route.handle as RoutePreloadHandle | undefined)?.preload;
    if (preload) return preload;
  }
  return undefined;
}

/**
 * True when a preloaded read answered 404 (an unknown blog post): the server sends the page with that status.
 * RTK Query's initiate() resolves, never rejects, with the error in `error`.
 */
export function answeredNotFound(results: readonly unknown[]): boolean {
  return results.some((result) => {
    const error = (result as { error?: { status?: unknown } } | null)?.error;
    return error?.status === 404;
  });
}
