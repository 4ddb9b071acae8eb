import type { Checkpointed, SettingsAll } from '@outreach/backend/settings/settings-views.contract';
import { api } from './api';
import { listenerMiddleware } from './listener-middleware';
import type { AppDispatch } from './root-reducer';
import { forgetCachedSettings, readCachedSettings, storeCachedSettings } from './settings-cache';
import { catchUp, settleCommand, type CommandLifecycle } from './settle-command';

/** Spec section 9: the settings load gives up after 10 s, so the loading state never outlasts it. */
export const SETTINGS_LOAD_TIMEOUT_MS = 10_000;

export type { SettingsAll };

export type SettingsRecipe = (settings: SettingsAll) => void;
type Undoable = { undo(): void };

const ALL_TAG = { type: 'Settings', id: 'ALL' } as const;

/** Every cached settings read is behind: each query loads again (and the tab's stored copy goes, below). */
export function refreshSettings(dispatch: AppDispatch): void {
  dispatch(api.util.invalidateTags(['Settings', 'Resume']));
}

// Whatever makes the cached settings stale (a push, a late catch-up, a checkout) makes the tab's stored copy stale.
listenerMiddleware.startListening({
  predicate: (action) =>
    api.util.invalidateTags.match(action) &&
    action.payload.some((tag) => (typeof tag === 'string' ? tag : tag?.type) === 'Settings'),
  effect: () => forgetCachedSettings(),
});

/** Resolves once the user-settings read model has applied the write with this checkpoint, or its reads were refreshed. */
export function catchUpWithSettings(
  dispatch: AppDispatch,
  getState: () => unknown,
  checkpoint: string | undefined,
): Promise<void> {
  return catchUp(dispatch, getState, ['user-settings'], checkpoint);
}

/**
 * A write to the user's settings (profile, templates or preferences): an optimistic change shown at once and undone
 * when the call fails, the response's values applied to GET /settings/all (and through `adopt` to the other reads
 * that show them), then fresh reads once the projection has the write. The tab's stored copy is behind from the
 * moment the write is sent.
 */
export function settleSettingsWrite<Result extends Checkpointed>(
  lifecycle: CommandLifecycle<Result>,
  {
    optimistic,
    apply,
    adopt,
  }: {
    optimistic?: (dispatch: AppDispatch) => Undoable;
    apply?: (settings: SettingsAll, result: Result) => void;
    adopt?: (result: Result, dispatch: AppDispatch) => void;
  } = {},
): Promise<void> {
  forgetCachedSettings();
  return settleCommand(lifecycle, {
    projections: ['user-settings'],
    optimistic,
    adopt: (result, dispatch) => {
      forgetCachedSettings();
      if (apply) dispatch(patchSettings((settings) => apply(settings, result)));
      adopt?.(result, dispatch);
    },
  });
}

/** An optimistic change of GET /settings/all, for settleSettingsWrite. */
export const optimisticSettings =
  (recipe: SettingsRecipe) =>
  (dispatch: AppDispatch): Undoable =>
    dispatch(patchSettings(recipe));

function patchSettings(recipe: SettingsRecipe) {
  return settingsApi.util.updateQueryData('settingsAll', undefined, recipe);
}

/** GET /settings/all: what the settings page's tabs show, from profile, templates, preferences and the plan. */
export const settingsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /**
     * Served from this tab's 5-minute cache when it has one (spec section 4.6), else fetched and cached. A
     * forced load (Retry, Refresh, an invalidation after a write anywhere) always asks the server.
     */
    settingsAll: builder.query<SettingsAll, void>({
      async queryFn(_arg, { forced }, _extraOptions, baseQuery) {
        const cached = forced ? null : readCachedSettings();
        if (cached) return { data: cached };
        const result = await baseQuery({ url: '/settings/all', timeout: SETTINGS_LOAD_TIMEOUT_MS });
        if (result.error) return { error: result.error };
        const settings = result.data as SettingsAll;
        storeCachedSettings(settings);
        return { data: settings };
      },
      providesTags: [ALL_TAG],
    }),
  }),
});

export const { useSettingsAllQuery } = settingsApi;
