/**
 * The server render of the public pages (built by `vite build --ssr` into dist-ssr/, required by the backend's
 * site context). One call per page: the route's reads are preloaded into a fresh store, the app renders to HTML
 * the client then hydrates, and the page's head tags come from its usePageMeta.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { answeredNotFound, preloadOf } from './app/route-preload';
import { routes } from './app/router';
import { serialiseServerState } from './app/server-state';
import { makeStore } from './app/store';
import { deepestHandle, tabTitle } from './app/layout/route-title';
import {
  escapeHtml,
  headTagsHtml,
  headTagsOf,
  PageMetaCollectorContext,
  type PageMeta,
  type PageMetaCollector,
} from './lib/page-meta';

export interface RenderOptions {
  /** The site's public origin (PUBLIC_URL): canonical links and Open Graph URLs are absolute on it. */
  origin: string;
  /** Where this server reaches its own API for the preloaded reads (its loopback address). */
  apiOrigin: string;
}

export interface RenderResult {
  /** The markup inside #root. */
  html: string;
  /** The page's title, description, canonical link and Open Graph tags. */
  head: string;
  status: number;
  /** The preloaded API cache, safe to place inside an element as it is. */
  state: string;
  /** Set when the route answered with a redirect instead of a page. */
  redirect?: string;
}

export { SERVER_STATE_ID } from './app/server-state';

const handler = createStaticHandler(routes);

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export async function render(url: string, { origin, apiOrigin }: RenderOptions): Promise<RenderResult> {
  const address = new URL(url, origin);
  const context = await handler.query(new Request(address.href));
  if (context instanceof Response) {
    return {
      html: '',
      head: '',
      state: '',
      status: context.status,
      redirect: context.headers.get('Location') ?? '/',
    };
  }

  const store = makeStore(undefined, { server: { apiOrigin } });
  const deepest = context.matches[context.matches.length - 1];
  const preload = preloadOf(context.matches);
  const results = preload
    ? await Promise.all(
        preload(store.dispatch, { params: deepest?.params ?? {}, search: address.searchParams }),
      )
    : [];

  const collected: { meta: PageMeta | null } = { meta: null };
  const collector: PageMetaCollector = {
    report: (meta) => {
      collected.meta = meta;
    },
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every Suspense boundary, so a page that loads part of itself lazily still arrives whole.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaCollectorContext.Provider value={collector}>
        <AppProviders store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageMetaCollectorContext.Provider>
    </StrictMode>,
    // Every part of the page inline, in place: React would otherwise move a Suspense part (the landing page's demo)
    // that comes after the first 12.8 kB to the end, with an inline script to put it back, which the
    // Content-Security-Policy blocks and no crawler runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await toText(prelude);

  const handle = deepestHandle(context.matches.map(({ route }) => ({ handle: route.handle })));
  const meta = collected.meta;
  const head = meta
    ? headTagsHtml(headTagsOf(meta, origin))
    : `<title>${escapeHtml(tabTitle(handle?.title ?? null))}</title>`;
  const status = answeredNotFound(results) ? 404 : context.statusCode;
  return { html, head, status, state: serialiseServerState(store.getState()) };
}
