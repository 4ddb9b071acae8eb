import type {
  LeaderboardEntry,
  LeaderboardPeriod,
} from '@outreach/backend/leaderboard/leaderboard-rules.contract';
import { api } from '../../api/api';
import { listenerMiddleware } from '../../api/listener-middleware';
import { forgetCachedLeaderboard, readCachedLeaderboard, storeCachedLeaderboard } from './leaderboard-cache';

export type { LeaderboardEntry, LeaderboardPeriod };

// A push that moved the board (anyone's send, a user hiding) makes the stored copy stale as well as the cached read.
listenerMiddleware.startListening({
  predicate: (action) =>
    api.util.invalidateTags.match(action) &&
    action.payload.some((tag) => (typeof tag === 'string' ? tag : tag?.type) === 'Leaderboard'),
  effect: () => forgetCachedLeaderboard(),
});

/** GET /api/leaderboard/: the sidebar widget's board. */
export const leaderboardApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /**
     * Served from the browser's 5-minute cache when it holds the period (spec section 9), else fetched and stored.
     * A forced load (Refresh, Retry, a push) always asks the server.
     */
    leaderboard: builder.query<LeaderboardEntry[], LeaderboardPeriod>({
      async queryFn(period, { forced }, _extraOptions, baseQuery) {
        const cached = forced ? null : readCachedLeaderboard(period);
        if (cached) return { data: cached };
        const result = await baseQuery({ url: '/api/leaderboard/', params: { period } });
        if (result.error) return { error: result.error };
        const entries = result.data as LeaderboardEntry[];
        storeCachedLeaderboard(period, entries);
        return { data: entries };
      },
      providesTags: ['Leaderboard'],
    }),
  }),
});

export const { useLeaderboardQuery } = leaderboardApi;
