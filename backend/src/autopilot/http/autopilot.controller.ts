import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody, ValidQuery, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { continueTask, decideTask, scheduleManualRetry } from '../autopilot-task.commands';
import { CONTACTS_WITHOUT_JOBS } from '../autopilot-task.decider';
import { manualRetryIdFor } from '../autopilot-task-id';
import {
  continueWithoutJobsBody,
  type ContinueWithoutJobsBody,
  continueWithSelectedJobsBody,
  type ContinueWithSelectedJobsBody,
  rerunSelectedBody,
  type RerunSelectedBody,
  retryWithNewSettingsBody,
  retryWithStrategyBody,
  type RetryWithStrategyBody,
  sessionsQuery,
  type SessionsQuery,
  startTaskBody,
  type StartTaskBody,
  taskIdParams,
  type TaskIdParams,
} from '../autopilot.contract';
import {
  RetryAutopilotTaskWithNewSettings,
  StartAutopilotTask,
} from '../commands/start-autopilot-task.command';
import { AutopilotTasksQuery } from '../queries/autopilot-tasks.query';

const taskId = new ZodValidationPipe(taskIdParams);

/** The caller's autopilot tasks and retries (spec §7.1); every call reads and acts on only the caller's. */
@ApiTags('autopilot')
@SignedIn()
@Controller('autopilot')
export class AutopilotController {
  constructor(
    private readonly tasks: AutopilotTasksQuery,
    private readonly commands: CommandBus,
  ) {}

  @Get('sessions')
  sessions(@ValidQuery(sessionsQuery) query: SessionsQuery, @CurrentUser() user: AuthenticatedUser) {
    return this.tasks.sessions(user.userId, query);
  }

  @Get('scheduled-retries')
  scheduledRetries(@CurrentUser() user: AuthenticatedUser) {
    return this.tasks.scheduledRetries(user.userId);
  }

  @Post('start')
  start(
    @ValidBody(startTaskBody) { search_params }: StartTaskBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const { company_names, job_titles } = search_params;
    return this.commands.execute(new StartAutopilotTask(meta.actorUserId, company_names, job_titles, meta));
  }

  // Declared after the fixed paths above, which the router must match first.
  @Get(':id')
  task(@Param(taskId) { id }: TaskIdParams, @CurrentUser() user: AuthenticatedUser) {
    return this.tasks.task(user.userId, id);
  }

  @Post(':id/restart')
  @HttpCode(200)
  restart(@Param(taskId) { id }: TaskIdParams, @CommandMeta() meta: CallerCommandMetadata) {
    const data = { taskId: id, userId: meta.actorUserId, now: meta.now };
    return this.commands.execute(decideTask({ type: 'RestartTask', data }, meta));
  }

  @Post(':id/manual-retry')
  @HttpCode(200)
  manualRetry(@Param(taskId) { id }: TaskIdParams, @CommandMeta() meta: CallerCommandMetadata) {
    return this.retry(id, 'now', undefined, meta);
  }

  /** '1day' retries in 24 hours; 'delayed' after delay_hours (1-5 whole days, 2 when not given). */
  @Post(':id/retry-with-strategy')
  @HttpCode(200)
  retryWithStrategy(
    @Param(taskId) { id }: TaskIdParams,
    @ValidBody(retryWithStrategyBody) body: RetryWithStrategyBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    return this.retry(id, body.strategy, body.strategy === 'delayed' ? body.delay_hours : undefined, meta);
  }

  @Post(':id/rerun-selected')
  @HttpCode(200)
  rerunSelected(
    @Param(taskId) { id }: TaskIdParams,
    @ValidBody(rerunSelectedBody) body: RerunSelectedBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = { taskId: id, userId: meta.actorUserId, now: meta.now, companies: body.companies };
    return this.commands.execute(decideTask({ type: 'RerunCompanies', data }, meta));
  }

  @Post(':id/force-complete')
  @HttpCode(200)
  forceComplete(@Param(taskId) { id }: TaskIdParams, @CommandMeta() meta: CallerCommandMetadata) {
    const data = { taskId: id, userId: meta.actorUserId, now: meta.now };
    return this.commands.execute(decideTask({ type: 'ForceComplete', data }, meta));
  }

  /** The review of `target_company`: draft for the jobs chosen (selected_companies and company_specific are the screen's). */
  @Post(':id/continue-with-selected-jobs')
  @HttpCode(200)
  continueWithSelectedJobs(
    @Param(taskId) { id }: TaskIdParams,
    @ValidBody(continueWithSelectedJobsBody) body: ContinueWithSelectedJobsBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = {
      taskId: id,
      userId: meta.actorUserId,
      now: meta.now,
      company: body.target_company,
      jobIds: body.selected_jobs,
    };
    return this.commands.execute(continueTask({ type: 'ContinueWithSelectedJobs', data }, meta));
  }

  @Post(':id/continue-without-jobs')
  @HttpCode(200)
  continueWithoutJobs(
    @Param(taskId) { id }: TaskIdParams,
    @ValidBody(continueWithoutJobsBody) body: ContinueWithoutJobsBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = {
      taskId: id,
      userId: meta.actorUserId,
      now: meta.now,
      company: body.company,
      contactCount: body.contact_count ?? CONTACTS_WITHOUT_JOBS.default,
    };
    return this.commands.execute(continueTask({ type: 'ContinueWithoutJobs', data }, meta));
  }

  @Post(':id/retry-with-new-settings')
  retryWithNewSettings(
    @Param(taskId) { id }: TaskIdParams,
    // The spec shows no body: none, or an empty object.
    @ValidBody(retryWithNewSettingsBody.optional()) _body: object | undefined,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    return this.commands.execute(new RetryAutopilotTaskWithNewSettings(meta.actorUserId, id, meta));
  }

  @Delete(':id')
  @HttpCode(200)
  remove(@Param(taskId) { id }: TaskIdParams, @CommandMeta() meta: CallerCommandMetadata) {
    const data = { taskId: id, userId: meta.actorUserId, now: meta.now };
    return this.commands.execute(decideTask({ type: 'DeleteTask', data }, meta));
  }

  private retry(
    id: string,
    strategy: 'now' | '1day' | 'delayed',
    delayHours: number | undefined,
    meta: CallerCommandMetadata,
  ) {
    const data = {
      taskId: id,
      userId: meta.actorUserId,
      now: meta.now,
      retryId: manualRetryIdFor(meta.actorUserId, id, meta.idempotencyKey),
      strategy,
      delayHours,
    };
    return this.commands.execute(scheduleManualRetry({ type: 'ScheduleManualRetry', data }, meta));
  }
}
