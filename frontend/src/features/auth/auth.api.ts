import { api } from '../../app/api';

export interface CurrentUser {
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_admin: boolean;
  role: string | null;
}

export const authApi = api.injectEndpoints({
  endpoints: (builder) => ({
    me: builder.query<CurrentUser, void>({
      query: () => '/auth/me',
      keepUnusedDataFor: 0,
    }),
    saveToken: builder.mutation<{ saved: boolean }, { token: string }>({
      query: (body) => ({ url: '/auth/save-token', method: 'POST', body }),
    }),
    logout: builder.mutation<void, { refresh_token: string | null }>({
      query: (body) => ({ url: '/auth/logout', method: 'POST', body }),
    }),
  }),
});

export const { useLazyMeQuery, useSaveTokenMutation, useLogoutMutation } = authApi;

/** Admin when the identity call says is_admin or the role is 'admin' (spec section 6). */
export function isAdminUser(user: Pick<CurrentUser, 'is_admin' | 'role'>): boolean {
  return user.is_admin === true || user.role === 'admin';
}
