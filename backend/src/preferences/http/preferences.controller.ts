import { Controller, Get, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { decideAutopilotSettings, decideToggle } from '../preferences.commands';
import {
  setAttachDocumentsBody,
  setAutopilotSettingsBody,
  SetAutopilotSettingsBody,
  setH1bOnlyBody,
  setJ1OnlyBody,
  setShowOnLeaderboardBody,
  setTrackingBody,
} from '../preferences.contract';
import type { ToggleSetting } from '../preferences-rules.contract';
import { AutopilotSettingsQuery } from '../queries/autopilot-settings.query';

/**
 * The switches (attaching documents, tracking, H1B-only and J1-only jobs, showing the user on the leaderboard) and the
 * autopilot settings.
 */
@ApiTags('settings')
@SignedIn()
@Controller('settings')
export class PreferencesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly autopilot: AutopilotSettingsQuery,
  ) {}

  @Put('document_attachments')
  setAttachDocuments(
    @ValidBody(setAttachDocumentsBody) body: { attach_documents: boolean },
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    return this.toggle('attach_documents', body.attach_documents, meta);
  }

  @Put('tracking')
  setTracking(
    @ValidBody(setTrackingBody) body: { tracking_enabled: boolean },
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    return this.toggle('tracking_enabled', body.tracking_enabled, meta);
  }

  @Put('h1b_only')
  setH1bOnly(
    @ValidBody(setH1bOnlyBody) body: { h1b_only: boolean },
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    return this.toggle('h1b_only', body.h1b_only, meta);
  }

  @Put('j1_only')
  setJ1Only(
    @ValidBody(setJ1OnlyBody) body: { j1_only: boolean },
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    return this.toggle('j1_only', body.j1_only, meta);
  }

  /** Off: the user is left out of other users' leaderboards; they still see their own rank. */
  @Put('leaderboard_visibility')
  setShowOnLeaderboard(
    @ValidBody(setShowOnLeaderboardBody) body: { show_on_leaderboard: boolean },
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    return this.toggle('show_on_leaderboard', body.show_on_leaderboard, meta);
  }

  @Get('autopilot')
  getAutopilot(@CurrentUser() user: AuthenticatedUser) {
    return this.autopilot.execute(user.userId);
  }

  @Put('autopilot')
  setAutopilot(
    @ValidBody(setAutopilotSettingsBody) body: SetAutopilotSettingsBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = { userId: meta.actorUserId, jobScoreThreshold: body.job_score_threshold };
    return this.commands.execute(decideAutopilotSettings({ type: 'ChangeAutopilotSettings', data }, meta));
  }

  private toggle(setting: ToggleSetting, enabled: boolean, meta: CallerCommandMetadata) {
    const data = { userId: meta.actorUserId, setting, enabled };
    return this.commands.execute(decideToggle({ type: 'ToggleSetting', data }, meta));
  }
}
