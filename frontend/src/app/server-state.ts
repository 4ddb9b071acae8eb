import { api } from '../api/api';
import type { RootState } from '../api/root-reducer';

/** The element the server writes the preloaded API cache into (JSON, not a script: the CSP allows no inline code). */
export const SERVER_STATE_ID = 'server-state';

type ApiState = RootState[typeof api.reducerPath];

/**
 * The server store's API cache as text for the page: settled reads only (a running one would never settle on the
 * client), no mutations, and `<` written as its JSON escape so no text can close the element early.
 */
export function serialiseServerState(state: RootState): string {
  const { queries, provided } = state[api.reducerPath];
  const settled = Object.fromEntries(
    Object.entries(queries).filter(
      ([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected',
    ),
  );
  return JSON.stringify({ queries: settled, provided }).replace(/</g, '\\u003c');
}

/**
 * The client store's starting state from the server's cache: the client's own API config (online, focus, the
 * middleware's registration) with the server's reads, so the hydrating page shows them without fetching again.
 */
export function stateFromServer(text: string | null | undefined): Partial<RootState> | undefined {
  if (!text) return undefined;
  try {
    const { queries, provided } = JSON.parse(text) as Pick<ApiState, 'queries' | 'provided'>;
    const initial = api.reducer(undefined, { type: 'server-state/read' });
    return { [api.reducerPath]: { ...initial, queries, provided } } as Partial<RootState>;
  } catch {
    return undefined;
  }
}
