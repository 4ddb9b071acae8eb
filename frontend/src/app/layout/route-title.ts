import { useMatches } from 'react-router-dom';

/** What every route of the route table carries in its handle. */
export interface RouteHandle {
  title: string;
}

/** The title of the deepest matched route that has one (the route table's screen name). */
export function useRouteTitle(): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = (matches[index].handle as Partial<RouteHandle> | undefined)?.title;
    if (title) return title;
  }
  return null;
}
