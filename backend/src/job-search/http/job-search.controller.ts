import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import {
  fetchJobsBody,
  type FetchJobsInput,
  updateSelectedJobsBody,
  type UpdateSelectedJobsBody,
} from '../job-search.contract';
import { FetchJobsQuery } from '../queries/fetch-jobs.query';
import { SavedJobsQuery } from '../queries/saved-jobs.query';
import { removeJob, saveJobs } from '../saved-job.commands';
import { deleteSelectedJobOf } from './delete-selected-job-input';

/** The job search and the caller's saved jobs (outreach.md §7 /jobsearch/*); every call reads and writes only the caller's. */
@ApiTags('jobsearch')
@SignedIn()
@Controller('jobsearch')
export class JobSearchController {
  constructor(
    private readonly commands: CommandBus,
    private readonly fetchJobs: FetchJobsQuery,
    private readonly savedJobs: SavedJobsQuery,
  ) {}

  @Post('fetch-jobs')
  @HttpCode(200)
  fetch(@ValidBody(fetchJobsBody) body: FetchJobsInput, @CurrentUser() user: AuthenticatedUser) {
    return this.fetchJobs.execute(user.userId, body);
  }

  @Get('fetch-selected-jobs')
  selected(@CurrentUser() user: AuthenticatedUser) {
    return this.savedJobs.list(user.userId);
  }

  @Post('update-selected-jobs')
  @HttpCode(200)
  update(
    @ValidBody(updateSelectedJobsBody) body: UpdateSelectedJobsBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = { userId: meta.actorUserId, jobs: body.jobs };
    return this.commands.execute(saveJobs({ type: 'SaveJobs', data }, meta));
  }

  @Delete('delete-selected-job')
  @HttpCode(200)
  remove(@Body() body: unknown, @Query() query: unknown, @CommandMeta() meta: CallerCommandMetadata) {
    const { job_title, company_name } = deleteSelectedJobOf(body, query);
    const data = { userId: meta.actorUserId, job_title, company_name };
    return this.commands.execute(removeJob({ type: 'RemoveJob', data }, meta));
  }
}
