import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../platform/auth/admin.guard';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { clubCode, createClubBody, CreateClubBody, updateClubBody, UpdateClubBody } from '../club.contract';
import { CreateClub } from '../commands/create-club.command';
import { DeleteClub } from '../commands/delete-club.command';
import { UpdateClub } from '../commands/update-club.command';
import { ClubHistoryQuery } from '../queries/club-history.query';
import { ListClubsQuery } from '../queries/list-clubs.query';

const codeParam = new ZodValidationPipe(clubCode);

@ApiTags('clubs')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard, AdminGuard)
@Controller('api/clubs')
export class ClubsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly listClubs: ListClubsQuery,
    private readonly clubHistory: ClubHistoryQuery,
  ) {}

  @Get()
  list() {
    return this.listClubs.execute();
  }

  @Post('create')
  create(
    @Body(new ZodValidationPipe(createClubBody)) body: CreateClubBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(new CreateClub(body, commandMetadata(user.userId, { idempotencyKey })));
  }

  @Put(':club_code/update')
  update(
    @Param('club_code', codeParam) code: string,
    @Body(new ZodValidationPipe(updateClubBody)) body: UpdateClubBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new UpdateClub(code, body, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Delete(':club_code')
  @HttpCode(200)
  remove(
    @Param('club_code', codeParam) code: string,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(new DeleteClub(code, commandMetadata(user.userId, { idempotencyKey })));
  }

  @Get(':club_code/history')
  history(@Param('club_code', codeParam) code: string) {
    return this.clubHistory.execute(code);
  }
}
