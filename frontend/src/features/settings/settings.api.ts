import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type {
  AttachDocumentsResult,
  AutopilotSettings,
  AutopilotSettingsResult,
  Checkpointed,
  CustomUrl,
  CustomUrlResult,
  DocumentsView,
  DocumentUploadResult,
  FooterTemplateResult,
  H1bOnlyResult,
  J1OnlyResult,
  LinkedInData,
  LinkedInDataResult,
  LinkedInImportResult,
  MessageResult,
  SelectedDocumentsResult,
  SettingsAll,
  SettingsDocument,
  ToggleSetting,
  TrackingResult,
} from '@outreach/backend/settings/settings-rules.contract';
import type {
  LinkedInProfileResult,
  PortfolioLinkResult,
  ResumeContentView,
  ResumeDeleteResult,
  ResumeStatusView,
  ResumeUploadResult,
} from '@outreach/backend/settings/settings.contract';
import { api, fulfilledData } from '../../api/api';
import { waitForCheckpoint } from '../../api/realtime.slice';
import { refetchOnProjection } from '../../api/refetch-on-projection';
import { forgetCachedSettings, readCachedSettings, storeCachedSettings } from './settings-cache';

export const SETTINGS_PROJECTION = 'user-settings';

/** Spec section 9: the settings load gives up after 10 s, so the loading state never outlasts it. */
export const SETTINGS_LOAD_TIMEOUT_MS = 10_000;

export type { AutopilotSettings, CustomUrl, LinkedInData, SettingsAll, SettingsDocument, ToggleSetting };

const ALL_TAG = { type: 'Settings', id: 'ALL' } as const;
const DOCUMENTS_TAG = { type: 'Settings', id: 'DOCUMENTS' } as const;
const AUTOPILOT_TAG = { type: 'Settings', id: 'AUTOPILOT' } as const;

const TOGGLE_PATHS: Record<ToggleSetting, string> = {
  attach_documents: '/settings/document_attachments',
  tracking_enabled: '/settings/tracking',
  h1b_only: '/settings/h1b_only',
  j1_only: '/settings/j1_only',
};

export interface ToggleInput {
  setting: ToggleSetting;
  enabled: boolean;
}

type ToggleResult = AttachDocumentsResult | TrackingResult | H1bOnlyResult | J1OnlyResult;

export interface CustomUrlInput {
  name: string;
  url: string;
  include_in_emails: boolean;
}

export interface DocumentUploadInput {
  file: File;
  name: string;
}

// The lifecycle's and the store's dispatch alike; the state type does not matter to what is dispatched here.
type AnyDispatch = ThunkDispatch<any, any, UnknownAction>;

interface WriteLifecycle<Result> {
  dispatch: AnyDispatch;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Result }>;
}

type SettingsRecipe = (settings: SettingsAll) => void;

/** Every cached settings read is behind: the tab's stored copy goes and each query loads again. */
export function refreshSettings(dispatch: AnyDispatch): void {
  forgetCachedSettings();
  dispatch(api.util.invalidateTags(['Settings', 'Resume']));
}

/**
 * Resolves once the user-settings read model has applied the write with this checkpoint, refetching the
 * settings when no push says so in time (socket down, another node).
 */
export async function catchUpWith(
  dispatch: AnyDispatch,
  getState: () => unknown,
  checkpoint: string | undefined,
): Promise<void> {
  const projected = await waitForCheckpoint(getState, SETTINGS_PROJECTION, checkpoint ?? '');
  if (!projected) refreshSettings(dispatch);
}

/**
 * A write's effect on the screen: an optimistic change shown at once and undone when the call fails, the
 * response's values applied when it succeeds, then fresh reads once the projection has the write.
 */
async function settleWrite<Result extends Checkpointed>(
  { dispatch, getState, queryFulfilled }: WriteLifecycle<Result>,
  {
    optimistic,
    apply,
  }: { optimistic?: SettingsRecipe; apply?: (settings: SettingsAll, result: Result) => void } = {},
): Promise<void> {
  // The tab's stored copy is behind from the moment a write is sent.
  forgetCachedSettings();
  const patch = optimistic ? dispatch(patchSettings(optimistic)) : null;
  const result = await fulfilledData(queryFulfilled);
  if (!result) {
    patch?.undo();
    return;
  }
  forgetCachedSettings();
  if (apply) dispatch(patchSettings((settings) => apply(settings, result)));
  await catchUpWith(dispatch, getState, result.checkpoint);
}

/** Typed, cleared or imported: the details and whether the profile has them. */
function applyLinkedInData(
  settings: SettingsAll,
  { linkedin_data }: { linkedin_data: LinkedInData | null },
): void {
  settings.linkedin_data = linkedin_data;
  settings.profile_status.hasLinkedInData = linkedin_data !== null;
}

function patchSettings(recipe: SettingsRecipe) {
  return settingsApi.util.updateQueryData('settingsAll', undefined, recipe);
}

function patchDocuments(recipe: (documents: SettingsDocument[]) => SettingsDocument[]) {
  return settingsApi.util.updateQueryData('settingsDocuments', undefined, (view) => {
    view.documents = recipe(view.documents);
  });
}

async function settleDocumentWrite<Result extends Checkpointed>(
  lifecycle: WriteLifecycle<Result>,
  change: (documents: SettingsDocument[], result: Result) => SettingsDocument[],
): Promise<void> {
  const settled = settleWrite(lifecycle, {
    apply: (settings, result) => {
      settings.documents = change(settings.documents, result);
      settings.selected_documents = settings.selected_documents.filter((id) =>
        settings.documents.some((document) => document.id === id),
      );
    },
  });
  try {
    const { data } = await lifecycle.queryFulfilled;
    lifecycle.dispatch(patchDocuments((documents) => change(documents, data)));
  } catch {
    // settleWrite has undone what there was to undo.
  }
  await settled;
}

/** The resume's own status read changes with the settings, so the section shows the new file (or none) at once. */
async function settleResumeWrite<Result extends Checkpointed>(
  lifecycle: WriteLifecycle<Result>,
  statusAfter: (result: Result) => ResumeStatusView,
): Promise<void> {
  const settled = settleWrite(lifecycle, {
    apply: (settings, result) => {
      settings.resumeStatus = statusAfter(result);
      settings.profile_status.hasResume = settings.resumeStatus.resume_exists;
    },
  });
  try {
    const { data } = await lifecycle.queryFulfilled;
    lifecycle.dispatch(
      settingsApi.util.updateQueryData('settingsResumeStatus', undefined, (status) => {
        Object.assign(status, statusAfter(data));
      }),
    );
  } catch {
    // Nothing was changed, so nothing to undo.
  }
  await settled;
}

async function settleAutopilotWrite(
  lifecycle: WriteLifecycle<AutopilotSettingsResult>,
  { job_score_threshold }: AutopilotSettings,
): Promise<void> {
  const patch = lifecycle.dispatch(
    settingsApi.util.updateQueryData('autopilotSettings', undefined, (current) => {
      current.job_score_threshold = job_score_threshold;
    }),
  );
  try {
    await lifecycle.queryFulfilled;
  } catch {
    patch.undo();
  }
  await settleWrite(lifecycle, {
    apply: (settings, result) => {
      settings.autopilot_settings = { job_score_threshold: result.job_score_threshold };
    },
  });
}

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
      async onCacheEntryAdded(_arg, { dispatch, cacheEntryRemoved }) {
        // The projection pushes only this user's batches (or "anything changed"), so every push concerns them.
        const stop = refetchOnProjection(
          SETTINGS_PROJECTION,
          () => true,
          () => refreshSettings(dispatch),
        );
        await cacheEntryRemoved;
        stop();
      },
    }),
    settingsResumeStatus: builder.query<ResumeStatusView, void>({
      query: () => '/resume/status',
      providesTags: ['Resume'],
    }),
    settingsResumeContent: builder.query<ResumeContentView, void>({
      query: () => '/resume/content',
      providesTags: ['Resume'],
      keepUnusedDataFor: 0,
    }),
    uploadSettingsResume: builder.mutation<ResumeUploadResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/resume/', method: 'POST', body };
      },
      onQueryStarted: (_file, lifecycle) =>
        settleResumeWrite(lifecycle, ({ file_name }) => ({ resume_exists: true, file_name })),
    }),
    deleteSettingsResume: builder.mutation<ResumeDeleteResult, void>({
      query: () => ({ url: '/resume/', method: 'DELETE' }),
      onQueryStarted: (_arg, lifecycle) =>
        settleResumeWrite(lifecycle, () => ({ resume_exists: false, file_name: null })),
    }),
    saveLinkedinProfile: builder.mutation<LinkedInProfileResult, { linkedin_profile: string | null }>({
      query: (body) => ({ url: '/settings/linkedin_profile', method: 'PUT', body }),
      onQueryStarted: (_body, lifecycle) =>
        settleWrite(lifecycle, {
          apply: (settings, { linkedin_profile, prompt }) => {
            settings.linkedin_profile = linkedin_profile;
            settings.prompt = prompt;
            settings.profile_status.hasLinkedInProfile = linkedin_profile !== null;
          },
        }),
    }),
    savePortfolioLink: builder.mutation<PortfolioLinkResult, { portfolio_link: string | null }>({
      query: (body) => ({ url: '/settings/portfolio_link', method: 'PUT', body }),
      onQueryStarted: (_body, lifecycle) =>
        settleWrite(lifecycle, {
          apply: (settings, { portfolio_link }) => {
            settings.portfolio_link = portfolio_link;
          },
        }),
    }),
    saveLinkedinData: builder.mutation<LinkedInDataResult, { linkedin_data: LinkedInData | null }>({
      query: (body) => ({ url: '/settings/linkedin_data', method: 'PUT', body }),
      onQueryStarted: (_body, lifecycle) => settleWrite(lifecycle, { apply: applyLinkedInData }),
    }),
    /** LinkedIn's own data export, which the user downloads from LinkedIn; we never scrape LinkedIn. */
    importLinkedinData: builder.mutation<LinkedInImportResult, File[]>({
      query: (files) => {
        const body = new FormData();
        files.forEach((file) => body.append('files', file));
        return { url: '/settings/linkedin_data/import', method: 'POST', body };
      },
      onQueryStarted: (_files, lifecycle) => settleWrite(lifecycle, { apply: applyLinkedInData }),
    }),
    saveFooterTemplate: builder.mutation<FooterTemplateResult, { footer_template: string | null }>({
      query: (body) => ({ url: '/settings/footer-template', method: 'PUT', body }),
      onQueryStarted: (_body, lifecycle) =>
        settleWrite(lifecycle, {
          apply: (settings, { footer_template }) => {
            settings.custom_footer_template = footer_template;
          },
        }),
    }),
    addCustomUrl: builder.mutation<CustomUrlResult, CustomUrlInput>({
      query: (body) => ({ url: '/settings/custom_urls', method: 'POST', body }),
      onQueryStarted: (_body, lifecycle) =>
        settleWrite(lifecycle, {
          apply: (settings, { id, name, url, include_in_emails }) => {
            settings.custom_urls = [
              ...settings.custom_urls.filter((existing) => existing.id !== id),
              { id, name, url, include_in_emails },
            ];
          },
        }),
    }),
    toggleCustomUrl: builder.mutation<CustomUrlResult, { id: string; include_in_emails: boolean }>({
      query: ({ id, include_in_emails }) => ({
        url: `/settings/custom_urls/${encodeURIComponent(id)}/toggle_include`,
        method: 'PUT',
        body: { include_in_emails },
      }),
      onQueryStarted: ({ id, include_in_emails }, lifecycle) =>
        settleWrite(lifecycle, {
          optimistic: (settings) => {
            const url = settings.custom_urls.find((existing) => existing.id === id);
            if (url) url.include_in_emails = include_in_emails;
          },
        }),
    }),
    deleteCustomUrl: builder.mutation<MessageResult, string>({
      query: (id) => ({ url: `/settings/custom_urls/${encodeURIComponent(id)}`, method: 'DELETE' }),
      onQueryStarted: (id, lifecycle) =>
        settleWrite(lifecycle, {
          apply: (settings) => {
            settings.custom_urls = settings.custom_urls.filter((existing) => existing.id !== id);
          },
        }),
    }),
    settingsDocuments: builder.query<DocumentsView, void>({
      query: () => '/settings/documents',
      providesTags: [DOCUMENTS_TAG],
    }),
    uploadDocument: builder.mutation<DocumentUploadResult, DocumentUploadInput>({
      query: ({ file, name }) => {
        const body = new FormData();
        body.append('file', file);
        body.append('name', name);
        return { url: '/settings/documents', method: 'POST', body };
      },
      onQueryStarted: (_input, lifecycle) =>
        settleDocumentWrite(lifecycle, (documents, { document }) => [
          ...documents.filter((existing) => existing.id !== document.id),
          document,
        ]),
    }),
    deleteDocument: builder.mutation<MessageResult, string>({
      query: (id) => ({ url: `/settings/documents/${encodeURIComponent(id)}`, method: 'DELETE' }),
      onQueryStarted: (id, lifecycle) =>
        settleDocumentWrite(lifecycle, (documents) => documents.filter((existing) => existing.id !== id)),
    }),
    saveSelectedDocuments: builder.mutation<SelectedDocumentsResult, string[]>({
      query: (ids) => ({
        url: '/settings/selected_documents',
        method: 'PUT',
        body: { selected_documents: ids },
      }),
      onQueryStarted: (ids, lifecycle) =>
        settleWrite(lifecycle, {
          optimistic: (settings) => {
            settings.selected_documents = ids;
          },
        }),
    }),
    /** Attach documents, tracking, H1B only and J1 only: flipped on screen at once, undone when refused. */
    setSettingToggle: builder.mutation<ToggleResult, ToggleInput>({
      query: ({ setting, enabled }) => ({
        url: TOGGLE_PATHS[setting],
        method: 'PUT',
        body: { [setting]: enabled },
      }),
      onQueryStarted: ({ setting, enabled }, lifecycle) =>
        settleWrite(lifecycle, {
          optimistic: (settings) => {
            settings[setting] = enabled;
          },
        }),
    }),
    autopilotSettings: builder.query<AutopilotSettings, void>({
      query: () => '/settings/autopilot',
      providesTags: [AUTOPILOT_TAG],
    }),
    saveAutopilotSettings: builder.mutation<AutopilotSettingsResult, AutopilotSettings>({
      query: (body) => ({ url: '/settings/autopilot', method: 'PUT', body }),
      onQueryStarted: (body, lifecycle) => settleAutopilotWrite(lifecycle, body),
    }),
    /** Help & Tours 'Getting Started': the guided tour starts again from its first step. */
    restartTourFromSettings: builder.mutation<unknown, void>({
      query: () => ({ url: '/onboarding/restart', method: 'POST' }),
      invalidatesTags: ['Onboarding'],
    }),
  }),
});

export const {
  useSettingsAllQuery,
  useSettingsResumeStatusQuery,
  useSettingsResumeContentQuery,
  useUploadSettingsResumeMutation,
  useDeleteSettingsResumeMutation,
  useSaveLinkedinProfileMutation,
  useSavePortfolioLinkMutation,
  useSaveLinkedinDataMutation,
  useImportLinkedinDataMutation,
  useSaveFooterTemplateMutation,
  useAddCustomUrlMutation,
  useToggleCustomUrlMutation,
  useDeleteCustomUrlMutation,
  useSettingsDocumentsQuery,
  useUploadDocumentMutation,
  useDeleteDocumentMutation,
  useSaveSelectedDocumentsMutation,
  useSetSettingToggleMutation,
  useAutopilotSettingsQuery,
  useSaveAutopilotSettingsMutation,
  useRestartTourFromSettingsMutation,
} = settingsApi;
