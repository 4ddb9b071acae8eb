import {
  type AdminUsersResponse,
  type AdminUserView,
  DEFAULT_HISTORY_PAGE_SIZE,
  DEFAULT_USERS_PAGE_SIZE,
  type UserHistoryItem,
  type UserHistoryResponse,
} from '@outreach/backend/users/users.contract';
import { api } from '../../api/api';
import { refetchOnProjection } from '../../api/refetch-on-projection';

export const USERS_PROJECTION = 'users-list';

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
      // Every cached page listens for pushes; keeping only the page on screen keeps one push to one refetch.
      // The screen refetches on every visit anyway (spec section 4, Admin).
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(_arg, { dispatch, cacheEntryRemoved }) {
        const stop = refetchOnProjection(
          USERS_PROJECTION,
          () => true,
          () => dispatch(api.util.invalidateTags([LIST_TAG])),
        );
        await cacheEntryRemoved;
        stop();
      },
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
      providesTags: (_response, _error, { userId }) => [{ type: 'UserHistory', id: userId }],
      keepUnusedDataFor: 0,
      async onCacheEntryAdded({ userId }, { dispatch, cacheEntryRemoved }) {
        const stop = refetchOnProjection(
          USERS_PROJECTION,
          // The users-list projection names the users a batch touched; null means any of them.
          (batch) => batch.keys === null || batch.keys.includes(userId),
          () => dispatch(api.util.invalidateTags([{ type: 'UserHistory', id: userId }])),
        );
        await cacheEntryRemoved;
        stop();
      },
    }),
  }),
});

export const { useListUsersQuery, useUserHistoryQuery } = usersApi;
