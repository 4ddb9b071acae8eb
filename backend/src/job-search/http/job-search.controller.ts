import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { RemoveSavedJob } from '../commands/remove-saved-job.command';
import { SaveJobs } from '../commands/save-jobs.command';
import {
  fetchJobsBody,
  type FetchJobsInput,
  updateSelectedJobsBody,
  type UpdateSelectedJobsBody,
} from '../job-search.contract';
import { FetchJobsQuery } from '../queries/fetch-jobs.query';
import { deleteSelectedJobOf } from './delete-selected-job-input';
import { SavedJobsQuery } from '../queries/saved-jobs.query';

/** The job search and the caller's saved jobs (outreach.md §7 /jobsearch/*); every call reads and writes only the caller's. */
@ApiTags('jobsearch')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('jobsearch')
export class JobSearchController {
  constructor(
    private readonly commands: CommandBus,
    private readonly fetchJobs: FetchJobsQuery,
    private readonly savedJobs: SavedJobsQuery,
  ) {}

  @Post('fetch-jobs')
  @HttpCode(200)
  fetch(
    @Body(new ZodValidationPipe(fetchJobsBody)) body: FetchJobsInput,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.fetchJobs.execute(user.userId, body);
  }

  @Get('fetch-selected-jobs')
  selected(@CurrentUser() user: AuthenticatedUser) {
    return this.savedJobs.list(user.userId);
  }

  @Post('update-selected-jobs')
  @HttpCode(200)
  update(
    @Body(new ZodValidationPipe(updateSelectedJobsBody)) body: UpdateSelectedJobsBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new SaveJobs(user.userId, body.jobs, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Delete('delete-selected-job')
  @HttpCode(200)
  remove(
    @Body() body: unknown,
    @Query() query: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const { job_title, company_name } = deleteSelectedJobOf(body, query);
    return this.commands.execute(
      new RemoveSavedJob(
        user.userId,
        job_title,
        company_name,
        commandMetadata(user.userId, { idempotencyKey }),
      ),
    );
  }
}
