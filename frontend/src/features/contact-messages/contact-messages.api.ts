import {
  DEFAULT_CONTACT_MESSAGES_PAGE_SIZE,
  type ContactMessagesPage,
  type ContactMessageView,
} from '@outreach/backend/contact-messages/contact-message.contract';
import { api } from '../../api/api';

export type ContactMessage = ContactMessageView;
export type { ContactMessagesPage };

export const contactMessagesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listContactMessages: builder.query<ContactMessagesPage, number>({
      query: (page) => ({
        url: '/api/admin/contact-messages',
        params: { page, limit: DEFAULT_CONTACT_MESSAGES_PAGE_SIZE },
      }),
      // The contact-messages projection's push refreshes it: a visitor's message arrives without the admin acting.
      providesTags: [{ type: 'ContactMessage', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListContactMessagesQuery } = contactMessagesApi;
