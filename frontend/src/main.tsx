import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { readAccessToken } from './api/session-storage';
import { preloadSignedInShell } from './app/layout/lazy-signed-in-shell';
import { AppProviders } from './app/providers';
import { createAppRouter, resolveLazyRoutes, routes } from './app/router';
import { SERVER_STATE_ID, stateFromServer } from './app/server-state';
import { makeStore } from './app/store';
import { applyDarkMode, isDarkModeStored } from './lib/use-dark-mode';
import './index.css';

applyDarkMode(isDarkModeStored());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function start(container: HTMLElement): Promise<void> {
  const serverState = stateFromServer(document.getElementById(SERVER_STATE_ID)?.textContent);
  const store = makeStore(serverState);
  // The server renders what a visitor sees; a signed-in reader of a shared page (the blog) gets the shell instead.
  const signedIn = readAccessToken() !== null;
  // A stored session opens on signed-in screens: their frame's chunk loads alongside the app's own.
  if (signedIn) void preloadSignedInShell();
  const hydrate = serverState !== undefined && container.hasChildNodes() && !signedIn;
  // A lazy route's code is fetched before hydrating: the router would otherwise render its loading fallback first.
  if (hydrate) await resolveLazyRoutes(routes, window.location);
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start(root);
