import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { ValidQuery } from '../../platform/http/zod-validation.pipe';
import { leaderboardQuery, type LeaderboardQueryParams } from '../leaderboard.contract';
import { LeaderboardQuery } from '../queries/leaderboard.query';

/** The leaderboard every signed-in user sees (access spec §7: GET /api/leaderboard/). */
@ApiTags('leaderboard')
@SignedIn()
@Controller('api/leaderboard')
export class LeaderboardController {
  constructor(private readonly leaderboard: LeaderboardQuery) {}

  @Get()
  board(
    @CurrentUser() user: AuthenticatedUser,
    @ValidQuery(leaderboardQuery) { period }: LeaderboardQueryParams,
  ) {
    return this.leaderboard.execute(user.userId, period);
  }
}
