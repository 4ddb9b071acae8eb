import { z } from 'zod';
import { emptyAsAbsent } from '../platform/http/request-fields';
import { LEADERBOARD_PERIODS } from './leaderboard-rules.contract';

/** The query string of GET /api/leaderboard/; the answer's shape is in leaderboard-rules.contract.ts. */
export const leaderboardQuery = z.object({
  period: emptyAsAbsent(
    z
      .enum(LEADERBOARD_PERIODS, { error: `period must be one of: ${LEADERBOARD_PERIODS.join(', ')}` })
      .default('all_time'),
  ),
});

export type LeaderboardQueryParams = z.infer<typeof leaderboardQuery>;
