import type { ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import type { RouteAccess, RouteFrame } from '../config/route-map';
import { AdaptiveLayout } from './layout/adaptive-layout';
import { PublicLayout } from './layout/public-layout';
import { RedirectSignedIn, RequireAuth, UnknownPathRedirect } from './layout/require-auth';
import { RootLayout } from './layout/root-layout';
import type { RouteHandle } from './layout/route-title';
import type { RoutePreloadHandle } from './route-preload';
import { LazySignedInShell } from './layout/lazy-signed-in-shell';
import { routeTable, type AppRoute } from './route-table';
import { ScreenPlaceholder } from './routes/screen-placeholder';

const guards: Record<RouteAccess, ReactElement | null> = {
  'signed-out': <RedirectSignedIn />,
  'signed-in': <RequireAuth />,
  everyone: null,
};

const frames: Record<RouteFrame, ReactElement | null> = {
  public: <PublicLayout />,
  shell: <LazySignedInShell />,
  adaptive: <AdaptiveLayout />,
  bare: null,
};

/** A lazy screen's place in its frame while its code loads on a direct visit; the frame around it renders already. */
function ScreenLoading() {
  return <Spinner label="Loading..." />;
}

function toRouteObject({ path, title, frame, screen, preload }: AppRoute): RouteObject {
  const handle: RouteHandle & RoutePreloadHandle = { title, preload };
  if (screen === 'placeholder') {
    return { path, handle, element: <ScreenPlaceholder title={title} standalone={frame === 'bare'} /> };
  }
  if ('lazy' in screen) {
    return {
      path,
      handle,
      HydrateFallback: ScreenLoading,
      lazy: () => screen.lazy().then((Component) => ({ Component })),
    };
  }
  return { path, handle, Component: screen.Component };
}

/** Routes grouped under a layout element when there is one, else listed as they are. */
function grouped<Key extends string>(
  layouts: Record<Key, ReactElement | null>,
  entries: readonly AppRoute[],
  keyOf: (route: AppRoute) => Key,
  build: (routes: AppRoute[]) => RouteObject[],
): RouteObject[] {
  return (Object.keys(layouts) as Key[]).flatMap((key) => {
    const children = build(entries.filter((route) => keyOf(route) === key));
    if (children.length === 0) return [];
    const layout = layouts[key];
    return layout ? [{ element: layout, children }] : children;
  });
}

const tableRoutes = grouped(
  guards,
  routeTable,
  (route) => route.access,
  (byAccess) =>
    grouped(
      frames,
      byAccess,
      (route) => route.frame,
      (byFrame) => byFrame.map(toRouteObject),
    ),
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...tableRoutes, { path: '*', element: <UnknownPathRedirect /> }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Fetches the code of the lazy routes a location matches and puts it in place, so the router's first render
 * shows the page rather than its loading fallback: before hydrating a server-rendered page (whose HTML that
 * fallback would not match), and in tests that look at a lazy page as it first appears.
 */
export async function resolveLazyRoutes(
  tree: RouteObject[],
  location: string | Partial<Location>,
): Promise<void> {
  const matches = matchRoutes(tree, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
