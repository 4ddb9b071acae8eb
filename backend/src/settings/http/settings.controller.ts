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
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { AddCustomUrl } from '../commands/add-custom-url.command';
import { ChangeAutopilotSettings } from '../commands/change-autopilot-settings.command';
import { ChangeFooterTemplate } from '../commands/change-footer-template.command';
import { ChangePromptTemplate } from '../commands/change-prompt-template.command';
import { EditLinkedInData } from '../commands/edit-linkedin-data.command';
import { RemoveCustomUrl } from '../commands/remove-custom-url.command';
import { SelectDocuments } from '../commands/select-documents.command';
import { SetLinkedInProfile } from '../commands/set-linkedin-profile.command';
import { SetPortfolioLink } from '../commands/set-portfolio-link.command';
import { ToggleCustomUrl } from '../commands/toggle-custom-url.command';
import { ToggleSetting } from '../commands/toggle-setting.command';
import { SettingsAllQuery } from '../queries/settings-all.query';
import { SettingsLiteQuery } from '../queries/settings-lite.query';
import { SettingsPartsQuery } from '../queries/settings-parts.query';
import { SettingsPlanQuery } from '../queries/settings-plan.query';
import type { ToggleSetting as ToggleSettingName } from '../settings-rules.contract';
import {
  addCustomUrlBody,
  AddCustomUrlBody,
  idParams,
  IdParams,
  setAttachDocumentsBody,
  setAutopilotSettingsBody,
  SetAutopilotSettingsBody,
  setFooterTemplateBody,
  SetFooterTemplateBody,
  setH1bOnlyBody,
  setJ1OnlyBody,
  setLinkedInDataBody,
  SetLinkedInDataBody,
  setLinkedInProfileBody,
  SetLinkedInProfileBody,
  setPortfolioLinkBody,
  SetPortfolioLinkBody,
  setPromptBody,
  SetPromptBody,
  setSelectedDocumentsBody,
  SetSelectedDocumentsBody,
  setTrackingBody,
  toggleCustomUrlBody,
  ToggleCustomUrlBody,
} from '../settings.contract';

const urlIdParams = new ZodValidationPipe(idParams);

@ApiTags('settings')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('settings')
export class SettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly all: SettingsAllQuery,
    private readonly lite: SettingsLiteQuery,
    private readonly plan: SettingsPlanQuery,
    private readonly parts: SettingsPartsQuery,
  ) {}

  @Get('all')
  getAll(@CurrentUser() user: AuthenticatedUser) {
    return this.all.execute(user.userId);
  }

  @Get('lite')
  getLite(@CurrentUser() user: AuthenticatedUser) {
    return this.lite.execute(user.userId);
  }

  @Get('plan')
  getPlan(@CurrentUser() user: AuthenticatedUser) {
    return this.plan.execute(user.userId);
  }

  @Put('linkedin_profile')
  setLinkedInProfile(
    @Body(new ZodValidationPipe(setLinkedInProfileBody)) body: SetLinkedInProfileBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new SetLinkedInProfile(user.userId, body, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Put('linkedin_data')
  setLinkedInData(
    @Body(new ZodValidationPipe(setLinkedInDataBody)) body: SetLinkedInDataBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new EditLinkedInData(user.userId, body.linkedin_data, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Put('portfolio_link')
  setPortfolioLink(
    @Body(new ZodValidationPipe(setPortfolioLinkBody)) body: SetPortfolioLinkBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new SetPortfolioLink(user.userId, body, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Get('prompt')
  getPrompt(@CurrentUser() user: AuthenticatedUser) {
    return this.parts.prompt(user.userId);
  }

  @Post('prompt')
  @HttpCode(200)
  setPrompt(
    @Body(new ZodValidationPipe(setPromptBody)) body: SetPromptBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new ChangePromptTemplate(user.userId, body.prompt, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Put('footer-template')
  setFooterTemplate(
    @Body(new ZodValidationPipe(setFooterTemplateBody)) body: SetFooterTemplateBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new ChangeFooterTemplate(
        user.userId,
        body.footer_template,
        commandMetadata(user.userId, { idempotencyKey }),
      ),
    );
  }

  @Post('custom_urls')
  addCustomUrl(
    @Body(new ZodValidationPipe(addCustomUrlBody)) body: AddCustomUrlBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new AddCustomUrl(user.userId, body, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Put('custom_urls/:id/toggle_include')
  toggleCustomUrl(
    @Param(urlIdParams) { id }: IdParams,
    @Body(new ZodValidationPipe(toggleCustomUrlBody)) body: ToggleCustomUrlBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new ToggleCustomUrl(
        user.userId,
        id,
        body.include_in_emails,
        commandMetadata(user.userId, { idempotencyKey }),
      ),
    );
  }

  @Delete('custom_urls/:id')
  @HttpCode(200)
  removeCustomUrl(
    @Param(urlIdParams) { id }: IdParams,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new RemoveCustomUrl(user.userId, id, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Get('documents')
  getDocuments(@CurrentUser() user: AuthenticatedUser) {
    return this.parts.documents(user.userId);
  }

  @Put('selected_documents')
  selectDocuments(
    @Body(new ZodValidationPipe(setSelectedDocumentsBody)) body: SetSelectedDocumentsBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new SelectDocuments(
        user.userId,
        body.selected_documents,
        commandMetadata(user.userId, { idempotencyKey }),
      ),
    );
  }

  @Put('document_attachments')
  setAttachDocuments(
    @Body(new ZodValidationPipe(setAttachDocumentsBody)) body: { attach_documents: boolean },
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.toggle(user, 'attach_documents', body.attach_documents, idempotencyKey);
  }

  @Put('tracking')
  setTracking(
    @Body(new ZodValidationPipe(setTrackingBody)) body: { tracking_enabled: boolean },
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.toggle(user, 'tracking_enabled', body.tracking_enabled, idempotencyKey);
  }

  @Put('h1b_only')
  setH1bOnly(
    @Body(new ZodValidationPipe(setH1bOnlyBody)) body: { h1b_only: boolean },
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.toggle(user, 'h1b_only', body.h1b_only, idempotencyKey);
  }

  @Put('j1_only')
  setJ1Only(
    @Body(new ZodValidationPipe(setJ1OnlyBody)) body: { j1_only: boolean },
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.toggle(user, 'j1_only', body.j1_only, idempotencyKey);
  }

  @Get('autopilot')
  getAutopilot(@CurrentUser() user: AuthenticatedUser) {
    return this.parts.autopilot(user.userId);
  }

  @Put('autopilot')
  setAutopilot(
    @Body(new ZodValidationPipe(setAutopilotSettingsBody)) body: SetAutopilotSettingsBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new ChangeAutopilotSettings(
        user.userId,
        body.job_score_threshold,
        commandMetadata(user.userId, { idempotencyKey }),
      ),
    );
  }

  private toggle(
    user: AuthenticatedUser,
    setting: ToggleSettingName,
    enabled: boolean,
    idempotencyKey: string | undefined,
  ) {
    return this.commands.execute(
      new ToggleSetting(user.userId, setting, enabled, commandMetadata(user.userId, { idempotencyKey })),
    );
  }
}
