import { Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../platform/auth/admin.guard';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta } from '../../platform/commands/command-meta.decorator';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import { ValidBody, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { decideClub } from '../club.commands';
import { clubCode, createClubBody, CreateClubBody, updateClubBody, UpdateClubBody } from '../club.contract';
import { ClubHistoryQuery } from '../queries/club-history.query';
import { ListClubsQuery } from '../queries/list-clubs.query';

const codeParam = new ZodValidationPipe(clubCode);

@ApiTags('clubs')
@SignedIn(AdminGuard)
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
  create(@ValidBody(createClubBody) body: CreateClubBody, @CommandMeta() meta: CommandMetadata) {
    const data = {
      clubCode: body.club_code,
      clubName: body.club_name,
      maxFreeSignups: body.max_free_signups,
    };
    return this.commands.execute(decideClub({ type: 'CreateClub', data }, meta));
  }

  @Put(':club_code/update')
  update(
    @Param('club_code', codeParam) code: string,
    @ValidBody(updateClubBody) body: UpdateClubBody,
    @CommandMeta() meta: CommandMetadata,
  ) {
    const data = {
      clubCode: code,
      clubName: body.club_name,
      maxFreeSignups: body.max_free_signups,
      isActive: body.is_active,
    };
    return this.commands.execute(decideClub({ type: 'UpdateClub', data }, meta));
  }

  @Delete(':club_code')
  @HttpCode(200)
  remove(@Param('club_code', codeParam) code: string, @CommandMeta() meta: CommandMetadata) {
    return this.commands.execute(decideClub({ type: 'DeleteClub', data: { clubCode: code } }, meta));
  }

  @Get(':club_code/history')
  history(@Param('club_code', codeParam) code: string) {
    return this.clubHistory.execute(code);
  }
}
