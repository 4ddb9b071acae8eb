import { Module } from '@nestjs/common';
import { LeaderboardController } from './http/leaderboard.controller';
import { LeaderboardQuery } from './queries/leaderboard.query';

/**
 * The leaderboard: users ranked by messages sent, read from the leaderboard read model (projections/src/leaderboard).
 * It decides nothing; who is shown follows the preferences' show_on_leaderboard switch. Needs DATABASE from the app.
 */
@Module({
  controllers: [LeaderboardController],
  providers: [LeaderboardQuery],
})
export class LeaderboardModule {}
