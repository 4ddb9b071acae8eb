import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { ValidQuery } from '../../platform/http/zod-validation.pipe';
import { outgoingActivityQuery, type OutgoingActivityParams } from '../outgoing-activity.contract';
import { OutgoingActivityQuery } from '../queries/outgoing-activity.query';

/** The Outgoing Messages charts: the caller's own sends only. */
@ApiTags('outgoing-activity')
@SignedIn()
@Controller('emails/outgoing')
export class OutgoingActivityController {
  constructor(private readonly activity: OutgoingActivityQuery) {}

  @Get('activity')
  get(
    @ValidQuery(outgoingActivityQuery) query: OutgoingActivityParams,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.activity.execute(user.userId, query, new Date());
  }
}
