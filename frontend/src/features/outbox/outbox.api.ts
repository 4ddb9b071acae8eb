import { api } from '../../api/api';

export const OUTBOX_PAGE_SIZE = 20;

export interface OutboxMessageSummary {
  id: string;
  message_id: string;
  contact_id: string;
  to: string;
  subject: string;
  created_at: string;
  has_reply: boolean;
}

export interface OutboxPage {
  messages: OutboxMessageSummary[];
  total: number;
  page: number;
  limit: number;
}

export interface OutboxAttachment {
  filename: string;
  content_type?: string | null;
  size_bytes?: number;
}

export interface OutboxMessage extends OutboxMessageSummary {
  /** The sender as the MIME message names it; absent from older answers. */
  from?: string;
  from_address?: string;
  message_id_header?: string;
  html: string;
  text: string;
  raw_size: number;
  attachments: OutboxAttachment[];
}

export interface SimulateReplyInput {
  id: string;
  content?: string;
}

const outboxApi = api.injectEndpoints({
  endpoints: (builder) => ({
    outboxMessages: builder.query<OutboxPage, number>({
      query: (page) => ({ url: '/outbox/messages', params: { page, limit: OUTBOX_PAGE_SIZE } }),
      // A simulated reply is a ReplyReceived on the conversation; the conversations push marks the message replied.
      providesTags: [{ type: 'Outbox', id: 'LIST' }],
    }),
    outboxMessage: builder.query<OutboxMessage, string>({
      query: (id) => `/outbox/messages/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Outbox', id }],
    }),
    simulateReply: builder.mutation<unknown, SimulateReplyInput>({
      query: ({ id, content }) => ({
        url: `/outbox/messages/${encodeURIComponent(id)}/simulate-reply`,
        method: 'POST',
        body: content ? { content } : {},
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Outbox', id: 'LIST' },
        { type: 'Outbox', id },
        'Conversation',
      ],
    }),
  }),
});

export const { useOutboxMessagesQuery, useOutboxMessageQuery, useSimulateReplyMutation } = outboxApi;
