import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../platform/auth/admin.guard';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { ValidQuery, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { ListUsersQuery } from '../queries/list-users.query';
import { UserHistoryQuery } from '../queries/user-history.query';
import {
  listUsersQuery,
  userHistoryParams,
  userHistoryQuery,
  type ListUsersQuery as ListUsersParams,
  type UserHistoryParams,
  type UserHistoryQuery as UserHistoryFilter,
} from '../users.contract';

@ApiTags('admin users')
@SignedIn(AdminGuard)
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(
    private readonly listUsers: ListUsersQuery,
    private readonly userHistory: UserHistoryQuery,
  ) {}

  @Get()
  list(@ValidQuery(listUsersQuery) query: ListUsersParams) {
    return this.listUsers.execute(query);
  }

  @Get(':userId/history')
  history(
    @Param(new ZodValidationPipe(userHistoryParams)) { userId }: UserHistoryParams,
    @ValidQuery(userHistoryQuery) query: UserHistoryFilter,
  ) {
    return this.userHistory.execute(userId, query);
  }
}
