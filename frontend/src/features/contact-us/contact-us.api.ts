import type {
  ContactMessageBody,
  ContactMessageReceipt,
} from '@outreach/backend/contact-messages/contact-message.contract';
import { api } from '../../api/api';

export interface SendContactMessageInput {
  body: ContactMessageBody;
  /** One per filled-in form: a Retry after a lost answer sends the same message, which is recorded once. */
  idempotencyKey: string;
}

export const contactUsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    sendContactMessage: builder.mutation<ContactMessageReceipt, SendContactMessageInput>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/contact-messages',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactUsApi;
