import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { decideFooterTemplate, decidePromptTemplate } from '../prompt-template.commands';
import {
  setFooterTemplateBody,
  SetFooterTemplateBody,
  setPromptBody,
  SetPromptBody,
} from '../prompt-templates.contract';
import { PromptQuery } from '../queries/prompt.query';

/** The e-mail prompt template and the footer appended under every e-mail. */
@ApiTags('settings')
@SignedIn()
@Controller('settings')
export class PromptTemplatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly prompts: PromptQuery,
  ) {}

  @Get('prompt')
  getPrompt(@CurrentUser() user: AuthenticatedUser) {
    return this.prompts.execute(user.userId);
  }

  @Post('prompt')
  @HttpCode(200)
  setPrompt(@ValidBody(setPromptBody) body: SetPromptBody, @CommandMeta() meta: CallerCommandMetadata) {
    const data = { userId: meta.actorUserId, promptTemplate: body.prompt };
    return this.commands.execute(decidePromptTemplate({ type: 'ChangePromptTemplate', data }, meta));
  }

  @Put('footer-template')
  setFooterTemplate(
    @ValidBody(setFooterTemplateBody) body: SetFooterTemplateBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = { userId: meta.actorUserId, footerTemplate: body.footer_template };
    return this.commands.execute(decideFooterTemplate({ type: 'ChangeFooterTemplate', data }, meta));
  }
}
