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
import { api } from '../../api/api';
import { listenerMiddleware } from '../../api/listener-middleware';
import type { AppDispatch } from '../../api/root-reducer';
import { catchUp, settleCommand, type CommandLifecycle } from '../../api/settle-command';
import { forgetCachedSettings, readCachedSettings, storeCachedSettings } from './settings-cache';

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

type SettingsRecipe = (settings: SettingsAll) => void;
type Undoable = { undo(): void };

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
 * A settings write: an optimistic change of the settings shown at once and undone when the call fails, the
 * response's values applied when it succeeds (here and in the other reads that show them), then fresh reads once
 * the projection has the write. The tab's stored copy is behind from the moment the write is sent.
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

const optimisticSettings =
  (recipe: SettingsRecipe) =>
  (dispatch: AppDispatch): Undoable =>
    dispatch(patchSettings(recipe));

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

function settleDocumentWrite<Result extends Checkpointed>(
  lifecycle: CommandLifecycle<Result>,
  change: (documents: SettingsDocument[], result: Result) => SettingsDocument[],
): Promise<void> {
  return settleSettingsWrite(lifecycle, {
    apply: (settings, result) => {
      settings.documents = change(settings.documents, result);
      settings.selected_documents = settings.selected_documents.filter((id) =>
        settings.documents.some((document) => document.id === id),
      );
    },
    adopt: (result, dispatch): void => {
      dispatch(
        settingsApi.util.updateQueryData('settingsDocuments', undefined, (view) => {
          view.documents = change(view.documents, result);
        }),
      );
    },
  });
}

/** The resume's own status read changes with the settings, so the section shows the new file (or none) at once. */
function settleResumeWrite<Result extends Checkpointed>(
  lifecycle: CommandLifecycle<Result>,
  statusAfter: (result: Result) => ResumeStatusView,
): Promise<void> {
  return settleSettingsWrite(lifecycle, {
    apply: (settings, result) => {
      settings.resumeStatus = statusAfter(result);
      settings.profile_status.hasResume = settings.resumeStatus.resume_exists;
    },
    adopt: (result, dispatch): void => {
      dispatch(
        settingsApi.util.updateQueryData('settingsResumeStatus', undefined, (status) => {
          Object.assign(status, statusAfter(result));
        }),
      );
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
        settleSettingsWrite(lifecycle, {
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
        settleSettingsWrite(lifecycle, {
          apply: (settings, { portfolio_link }) => {
            settings.portfolio_link = portfolio_link;
          },
        }),
    }),
    saveLinkedinData: builder.mutation<LinkedInDataResult, { linkedin_data: LinkedInData | null }>({
      query: (body) => ({ url: '/settings/linkedin_data', method: 'PUT', body }),
      onQueryStarted: (_body, lifecycle) => settleSettingsWrite(lifecycle, { apply: applyLinkedInData }),
    }),
    /** LinkedIn's own data export, which the user downloads from LinkedIn; we never scrape LinkedIn. */
    importLinkedinData: builder.mutation<LinkedInImportResult, File[]>({
      query: (files) => {
        const body = new FormData();
        files.forEach((file) => body.append('files', file));
        return { url: '/settings/linkedin_data/import', method: 'POST', body };
      },
      onQueryStarted: (_files, lifecycle) => settleSettingsWrite(lifecycle, { apply: applyLinkedInData }),
    }),
    saveFooterTemplate: builder.mutation<FooterTemplateResult, { footer_template: string | null }>({
      query: (body) => ({ url: '/settings/footer-template', method: 'PUT', body }),
      onQueryStarted: (_body, lifecycle) =>
        settleSettingsWrite(lifecycle, {
          apply: (settings, { footer_template }) => {
            settings.custom_footer_template = footer_template;
          },
        }),
    }),
    addCustomUrl: builder.mutation<CustomUrlResult, CustomUrlInput>({
      query: (body) => ({ url: '/settings/custom_urls', method: 'POST', body }),
      onQueryStarted: (_body, lifecycle) =>
        settleSettingsWrite(lifecycle, {
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
        settleSettingsWrite(lifecycle, {
          optimistic: optimisticSettings((settings) => {
            const url = settings.custom_urls.find((existing) => existing.id === id);
            if (url) url.include_in_emails = include_in_emails;
          }),
        }),
    }),
    deleteCustomUrl: builder.mutation<MessageResult, string>({
      query: (id) => ({ url: `/settings/custom_urls/${encodeURIComponent(id)}`, method: 'DELETE' }),
      onQueryStarted: (id, lifecycle) =>
        settleSettingsWrite(lifecycle, {
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
        settleSettingsWrite(lifecycle, {
          optimistic: optimisticSettings((settings) => {
            settings.selected_documents = ids;
          }),
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
        settleSettingsWrite(lifecycle, {
          optimistic: optimisticSettings((settings) => {
            settings[setting] = enabled;
          }),
        }),
    }),
    autopilotSettings: builder.query<AutopilotSettings, void>({
      query: () => '/settings/autopilot',
      providesTags: [AUTOPILOT_TAG],
    }),
    saveAutopilotSettings: builder.mutation<AutopilotSettingsResult, AutopilotSettings>({
      query: (body) => ({ url: '/settings/autopilot', method: 'PUT', body }),
      onQueryStarted: ({ job_score_threshold }, lifecycle) =>
        settleSettingsWrite(lifecycle, {
          optimistic: (dispatch): Undoable =>
            dispatch(
              settingsApi.util.updateQueryData('autopilotSettings', undefined, (current) => {
                current.job_score_threshold = job_score_threshold;
              }),
            ),
          apply: (settings, result) => {
            settings.autopilot_settings = { job_score_threshold: result.job_score_threshold };
          },
        }),
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
