import type { ClubHistoryItem, ClubView } from '@outreach/backend/clubs/club.contract';
import { api } from '../../api/api';
import { settleCommand, type CommandLifecycle } from '../../api/settle-command';

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

/** The list is fresh for a command once the clubs-list projection pushes its checkpoint; the push refetches it. */
const settleClubCommand = (lifecycle: CommandLifecycle<CommandResult>) =>
  settleCommand(lifecycle, { projections: ['clubs-list'] });

export const clubsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listClubs: builder.query<Club[], void>({
      query: () => '/api/clubs',
      providesTags: (clubs) => [
        LIST_TAG,
        ...(clubs ?? []).map((club) => ({ type: 'Club' as const, id: club.club_code })),
      ],
    }),
    createClub: builder.mutation<ClubCommandResult, CreateClubInput>({
      query: (body) => ({ url: '/api/clubs/create', method: 'POST', body }),
      invalidatesTags: (_result, _error, { club_code }) => [{ type: 'ClubHistory', id: club_code }],
      onQueryStarted: (_input, lifecycle) => settleClubCommand(lifecycle),
    }),
    updateClub: builder.mutation<ClubCommandResult, UpdateClubInput>({
      query: ({ club_code, ...body }) => ({ url: `${clubPath(club_code)}/update`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { club_code }) => [{ type: 'ClubHistory', id: club_code }],
      onQueryStarted: (_input, lifecycle) => settleClubCommand(lifecycle),
    }),
    deleteClub: builder.mutation<CommandResult, string>({
      query: (clubCode) => ({ url: clubPath(clubCode), method: 'DELETE' }),
      invalidatesTags: (_result, _error, clubCode) => [{ type: 'ClubHistory', id: clubCode }],
      onQueryStarted: (_clubCode, lifecycle) => settleClubCommand(lifecycle),
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
