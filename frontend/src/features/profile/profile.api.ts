import type { Checkpointed } from '@outreach/backend/settings/settings-views.contract';
import type {
  CustomUrl,
  CustomUrlResult,
  DocumentsView,
  DocumentUploadResult,
  MessageResult,
  SelectedDocumentsResult,
  SettingsDocument,
} from '@outreach/backend/profile/profile-rules.contract';
import type { LinkedInData, LinkedInImportResult } from '@outreach/backend/profile/linkedin-data.contract';
import type {
  ResumeContentView,
  ResumeDeleteResult,
  ResumeStatusView,
  ResumeUploadResult,
} from '@outreach/backend/profile/profile.contract';
import { api } from '../../api/api';
import {
  documentsRead,
  documentUpload,
  resumeContentRead,
  resumeDelete,
  resumeStatusRead,
  resumeUpload,
} from '../../api/profile-requests';
import { formData } from '../../lib/form-data';
import { applyLinkedInData } from '../../api/profile.api';
import { optimisticSettings, settleSettingsWrite } from '../../api/settings.api';
import type { CommandLifecycle } from '../../api/settle-command';

export type { CustomUrl, LinkedInData, SettingsDocument };

export interface CustomUrlInput {
  name: string;
  url: string;
  include_in_emails: boolean;
}

export interface DocumentUploadInput {
  file: File;
  name: string;
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
        profileApi.util.updateQueryData('settingsDocuments', undefined, (view) => {
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
        profileApi.util.updateQueryData('settingsResumeStatus', undefined, (status) => {
          Object.assign(status, statusAfter(result));
        }),
      );
    },
  });
}

/** The profile drafting writes from: resume, LinkedIn link and details, custom URLs and documents. */
export const profileApi = api.injectEndpoints({
  endpoints: (builder) => ({
    settingsResumeStatus: builder.query<ResumeStatusView, void>(resumeStatusRead),
    settingsResumeContent: builder.query<ResumeContentView, void>(resumeContentRead),
    uploadSettingsResume: builder.mutation<ResumeUploadResult, File>({
      query: resumeUpload,
      onQueryStarted: (_file, lifecycle) =>
        settleResumeWrite(lifecycle, ({ file_name }) => ({ resume_exists: true, file_name })),
    }),
    deleteSettingsResume: builder.mutation<ResumeDeleteResult, void>({
      query: resumeDelete,
      onQueryStarted: (_arg, lifecycle) =>
        settleResumeWrite(lifecycle, () => ({ resume_exists: false, file_name: null })),
    }),
    /** LinkedIn's own data export, which the user downloads from LinkedIn; we never scrape LinkedIn. */
    importLinkedinData: builder.mutation<LinkedInImportResult, File[]>({
      query: (files) => ({
        url: '/settings/linkedin_data/import',
        method: 'POST',
        body: formData({ files }),
      }),
      onQueryStarted: (_files, lifecycle) => settleSettingsWrite(lifecycle, { apply: applyLinkedInData }),
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
    settingsDocuments: builder.query<DocumentsView, void>(documentsRead),
    uploadDocument: builder.mutation<DocumentUploadResult, DocumentUploadInput>({
      query: documentUpload,
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
  }),
});

export const {
  useSettingsResumeStatusQuery,
  useSettingsResumeContentQuery,
  useUploadSettingsResumeMutation,
  useDeleteSettingsResumeMutation,
  useImportLinkedinDataMutation,
  useAddCustomUrlMutation,
  useToggleCustomUrlMutation,
  useDeleteCustomUrlMutation,
  useSettingsDocumentsQuery,
  useUploadDocumentMutation,
  useDeleteDocumentMutation,
  useSaveSelectedDocumentsMutation,
} = profileApi;
