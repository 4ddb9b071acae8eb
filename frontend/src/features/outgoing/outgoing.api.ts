import type { ContactView } from '@outreach/backend/contacts/contact.contract';
import { api } from '../../api/api';
import type { ContactFilter, FilterLogic } from '../../lib/contact-filters';

/** The contact list's filters (spec section 2, Contact filter popup) that choose "filtered contacts" here. */
export interface ContactFilterChoice {
  logic: FilterLogic;
  filters: ContactFilter[];
}

/** The ids of the contacts the filters match (GET /contacts/ answers at most 1000, the calls' filtered_ids cap). */
export interface MatchingContacts {
  ids: string[];
}

export const outgoingApi = api.injectEndpoints({
  endpoints: (builder) => ({
    matchingContacts: builder.query<MatchingContacts, ContactFilterChoice>({
      query: ({ logic, filters }) => ({
        url: '/contacts/',
        params: { filter_logic: logic, filters: JSON.stringify(filters) },
      }),
      transformResponse: (contacts: ContactView[]) => ({ ids: contacts.map((contact) => contact.id) }),
      providesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
  }),
});

export const { useMatchingContactsQuery } = outgoingApi;
