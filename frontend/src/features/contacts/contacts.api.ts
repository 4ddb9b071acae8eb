import type { ContactView } from '@outreach/backend/contacts/contact.contract';
import type { MessageType } from '@outreach/backend/drafts/draft-rules.contract';
import type { EmailPreview } from '@outreach/backend/messaging/messaging.contract';
import type { DocumentsView, DocumentUploadResult } from '@outreach/backend/profile/profile-rules.contract';
import { api } from '../../api/api';
import { documentsRead, documentUpload } from '../../api/profile-requests';
import { settleCommand } from '../../api/settle-command';
import type { ContactsListRequest } from './contact-list-query';

/** The contacts_list row (with what a contact saved from search carries), plus its LinkedIn picture (spec section 3). */
export interface Contact extends ContactView {
  linkedin_data?: { profilePicture?: string | null } | null;
}

export interface ContactsPage {
  contacts: Contact[];
  total: number;
  page: number;
  limit: number;
}

export type MessageDirection = 'out' | 'in';
export type MessageStatus = 'queued' | 'sent' | 'failed' | 'received';

export interface ConversationMessage {
  id: string;
  direction: MessageDirection;
  status: MessageStatus;
  sent_at: string | null;
  from_name: string | null;
  from_email: string | null;
  to_name: string | null;
  to_email: string | null;
  subject: string;
  /** Sanitised HTML (outgoing) or the reply's text. */
  content: string;
  /** Outgoing: the e-mail as the contact got it (footer, links, attachments); null on replies. */
  preview: EmailPreview | null;
  failure_reason: string | null;
  message_type: MessageType | null;
  opens: number;
  human_opens: number;
  clicks: number;
  human_clicks: number;
}

export interface ConversationDraft {
  id: string;
  subject: string;
  body: string;
  created_at: string;
  message_type: MessageType;
}

export interface Conversation {
  contact: Contact;
  conversation_history: ConversationMessage[];
  email_drafts: ConversationDraft[];
  attached_documents: string[];
}

export interface AttachDocumentResult {
  contact_id: string;
  attached_documents: string[];
  checkpoint: string;
}

/** Spec section 3, Calendar criteria. */
export interface AvailabilityCriteria {
  available_start: string;
  available_end: string;
  buffer_before: number;
  buffer_after: number;
  start_date: string;
  end_date: string;
}

export interface AvailabilityResult {
  human_readable_availability: string;
}

const LIST_TAG = { type: 'Contact', id: 'LIST' } as const;

export const contactsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    contactsList: builder.query<ContactsPage, ContactsListRequest>({
      query: ({ page, limit, search, filterLogic, filters, sort, view }) => ({
        url: '/contacts/list',
        params: {
          page,
          limit,
          ...(search ? { search } : {}),
          ...(view ? { filter: view } : {}),
          filter_logic: filterLogic,
          filters: JSON.stringify(filters),
          sort: JSON.stringify(sort),
        },
      }),
      // The dashboard's views also move with the read models they are drawn from: a reply (outreach-metrics, whose
      // pushes refresh Dashboard) and a draft saved, sent or deleted (drafts-list).
      providesTags: (_page, _error, { view }) =>
        view === 'responses' ? [LIST_TAG, 'Dashboard'] : view === 'drafts' ? [LIST_TAG, 'Draft'] : [LIST_TAG],
    }),
    contactColumns: builder.query<{ columns: string[] }, void>({
      query: () => '/contacts/columns/',
    }),
    contactFieldValues: builder.query<(string | number)[], string>({
      query: (field) => `/contacts/field-values/${encodeURIComponent(field)}`,
      providesTags: [LIST_TAG],
    }),
    contactConversation: builder.query<Conversation, string>({
      query: (contactId) => `/contacts/${encodeURIComponent(contactId)}/conversation`,
      providesTags: (_result, _error, contactId) => [{ type: 'Conversation', id: contactId }],
    }),
    attachDocument: builder.mutation<AttachDocumentResult, { contactId: string; documentId: string }>({
      query: ({ contactId, documentId }) => ({
        url: `/contacts/${encodeURIComponent(contactId)}/attach_document`,
        method: 'POST',
        body: { document_id: documentId },
      }),
      // The conversation reads attached documents from contacts_list, whose push refetches it once it has the write.
      onQueryStarted: ({ contactId }, lifecycle) =>
        settleCommand(lifecycle, {
          projections: ['contacts-list'],
          adopt: (result, dispatch) => {
            dispatch(
              contactsApi.util.updateQueryData('contactConversation', contactId, (conversation) => {
                conversation.attached_documents = result.attached_documents;
              }),
            );
          },
        }),
    }),
    contactDocuments: builder.query<DocumentsView, void>(documentsRead),
    uploadContactDocument: builder.mutation<DocumentUploadResult, { file: File; name: string }>({
      query: documentUpload,
      // The settings screen's documents list refetches with the user-settings push.
      onQueryStarted: (_input, lifecycle) =>
        settleCommand(lifecycle, {
          projections: ['user-settings'],
          adopt: ({ document }, dispatch) => {
            dispatch(
              contactsApi.util.updateQueryData('contactDocuments', undefined, (view) => {
                view.documents = [...view.documents.filter(({ id }) => id !== document.id), document];
              }),
            );
          },
        }),
    }),
    generateAvailability: builder.mutation<AvailabilityResult, AvailabilityCriteria>({
      query: (body) => ({ url: '/availability', method: 'POST', body }),
    }),
    // A POST that changes nothing: the body being written can be long, and is rendered as Send would render it.
    previewEmail: builder.mutation<EmailPreview, { contact_id: string; body: string }>({
      query: (body) => ({ url: '/emails/preview', method: 'POST', body }),
    }),
  }),
});

export const {
  useContactsListQuery,
  useContactColumnsQuery,
  useContactFieldValuesQuery,
  useContactConversationQuery,
  useAttachDocumentMutation,
  useContactDocumentsQuery,
  useUploadContactDocumentMutation,
  useGenerateAvailabilityMutation,
  usePreviewEmailMutation,
} = contactsApi;
