import { useMatches } from 'react-router-dom';
import { PRODUCT_NAME } from '../../config/product';

/** What every route of the route table carries in its handle. */
export interface RouteHandle {
  title: string;
}

/** The deepest matched route's handle that has a title (the route table's screen), or null. */
export function deepestHandle(matches: readonly { handle: unknown }[]): RouteHandle | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle as Partial<RouteHandle> | undefined;
    if (handle?.title) return handle as RouteHandle;
  }
  return null;
}

/** The title of the deepest matched route that has one (the route table's screen name). */
export function useRouteTitle(): string | null {
  return deepestHandle(useMatches())?.title ?? null;
}

/** The browser tab's title for a screen without meta of its own. */
export function tabTitle(title: string | null): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
