import type { ClubHistoryItem, ClubView } from '@outreach/backend/clubs/club.contract';
import { api } from '../../api/api';
import { waitForCheckpoint } from '../../api/realtime.slice';
import { refetchOnProjection } from '../../api/refetch-on-projection';

export const CLUBS_PROJECTION = 'clubs-list';

export type Club = ClubView;

export interface CreateClubInput {
  club_code: string;
  club_name: string;
  max_free_signups: number;
}

export interface UpdateClubInput {
  club_code: string;
  club_name: string;
  max_free_signups: number;
  is_active: boolean;
}

export interface CommandResult {
  checkpoint: string;
}

export interface ClubCommandResult extends CommandResult {
  club: Club;
}

export type { ClubHistoryItem };
export type ClubChange = ClubHistoryItem['changes'][number];

const LIST_TAG = { type: 'Club', id: 'LIST' } as const;

const clubPath = (clubCode: string) => `/api/clubs/${encodeURIComponent(clubCode)}`;

/**
 * The list is fresh for a command once the clubs-list projection pushes its checkpoint; the push refetches
 * the list. Without a push in time (socket down, another node) the list is refetched anyway.
 */
async function refreshListWhenProjected({
  dispatch,
  getState,
  queryFulfilled,
}: {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: CommandResult }>;
}): Promise<void> {
  let checkpoint: string;
  try {
    ({ checkpoint } = (await queryFulfilled).data);
  } catch {
    return;
  }
  const projected = await waitForCheckpoint(getState, CLUBS_PROJECTION, checkpoint ?? '');
  if (!projected) dispatch(api.util.invalidateTags([LIST_TAG]));
}

export const clubsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listClubs: builder.query<Club[], void>({
      query: () => '/api/clubs',
      providesTags: (clubs) => [
        LIST_TAG,
        ...(clubs ?? []).map((club) => ({ type: 'Club' as const, id: club.club_code })),
      ],
      async onCacheEntryAdded(_arg, { dispatch, cacheEntryRemoved }) {
        const stop = refetchOnProjection(
          CLUBS_PROJECTION,
          () => true,
          (batch) => {
            const touched = (batch?.keys ?? []).map((key) => ({ type: 'ClubHistory' as const, id: key }));
            dispatch(api.util.invalidateTags([LIST_TAG, ...touched]));
          },
        );
        await cacheEntryRemoved;
        stop();
      },
    }),
    createClub: builder.mutation<ClubCommandResult, CreateClubInput>({
      query: (body) => ({ url: '/api/clubs/create', method: 'POST', body }),
      invalidatesTags: (_result, _error, { club_code }) => [{ type: 'ClubHistory', id: club_code }],
      onQueryStarted: (_input, lifecycle) => refreshListWhenProjected(lifecycle),
    }),
    updateClub: builder.mutation<ClubCommandResult, UpdateClubInput>({
      query: ({ club_code, ...body }) => ({ url: `${clubPath(club_code)}/update`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { club_code }) => [{ type: 'ClubHistory', id: club_code }],
      onQueryStarted: (_input, lifecycle) => refreshListWhenProjected(lifecycle),
    }),
    deleteClub: builder.mutation<CommandResult, string>({
      query: (clubCode) => ({ url: clubPath(clubCode), method: 'DELETE' }),
      invalidatesTags: (_result, _error, clubCode) => [{ type: 'ClubHistory', id: clubCode }],
      onQueryStarted: (_clubCode, lifecycle) => refreshListWhenProjected(lifecycle),
    }),
    clubHistory: builder.query<ClubHistoryItem[], string>({
      query: (clubCode) => `${clubPath(clubCode)}/history`,
      transformResponse: (response: { items: ClubHistoryItem[] }) => response.items,
      providesTags: (_items, _error, clubCode) => [{ type: 'ClubHistory', id: clubCode }],
    }),
  }),
});

export const {
  useListClubsQuery,
  useCreateClubMutation,
  useUpdateClubMutation,
  useDeleteClubMutation,
  useClubHistoryQuery,
} = clubsApi;
