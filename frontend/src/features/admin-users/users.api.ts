import {
  type AdminUsersResponse,
  type AdminUserView,
  DEFAULT_HISTORY_PAGE_SIZE,
  DEFAULT_USERS_PAGE_SIZE,
  type UserHistoryItem,
  type UserHistoryResponse,
} from '@outreach/backend/users/users.contract';
import { api } from '../../api/api';

export type AdminUser = AdminUserView;
export type { AdminUsersResponse, UserHistoryItem, UserHistoryResponse };

export interface ListUsersArgs {
  page: number;
  /** Empty means everyone. */
  search: string;
}

export type HistoryOrder = 'desc' | 'asc';

export interface HistoryFilters {
  /** One event type; empty means every type. */
  type: string;
  /** YYYY-MM-DD or empty. */
  from: string;
  /** YYYY-MM-DD or empty; the server includes that whole day. */
  to: string;
  order: HistoryOrder;
}

export interface UserHistoryArgs extends HistoryFilters {
  userId: string;
  page: number;
}

const LIST_TAG = { type: 'AdminUser', id: 'LIST' } as const;

export const usersApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listUsers: builder.query<AdminUsersResponse, ListUsersArgs>({
      query: ({ page, search }) => ({
        url: '/api/admin/users',
        params: { page, limit: DEFAULT_USERS_PAGE_SIZE, search: search || undefined },
      }),
      providesTags: (response) => [
        LIST_TAG,
        ...(response?.users ?? []).map((user) => ({ type: 'AdminUser' as const, id: user._id })),
      ],
      // Every cached page refetches on a push; keeping only the page on screen keeps one push to one refetch.
      // The screen refetches on every visit anyway (spec section 4, Admin).
      keepUnusedDataFor: 0,
    }),
    userHistory: builder.query<UserHistoryResponse, UserHistoryArgs>({
      query: ({ userId, page, type, from, to, order }) => ({
        url: `/api/admin/users/${encodeURIComponent(userId)}/history`,
        params: {
          page,
          limit: DEFAULT_HISTORY_PAGE_SIZE,
          types: type || undefined,
          from: from || undefined,
          to: to || undefined,
          order,
        },
      }),
      // A users-list push refetches the history of the users it names (every user's when it names none).
      providesTags: (_response, _error, { userId }) => [{ type: 'UserHistory', id: userId }],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListUsersQuery, useUserHistoryQuery } = usersApi;
