import { randomUUID } from 'node:crypto';
import { Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { decideCustomUrl, decideCustomUrlRemoval } from '../profile.commands';
import {
  addCustomUrlBody,
  AddCustomUrlBody,
  idParams,
  IdParams,
  toggleCustomUrlBody,
  ToggleCustomUrlBody,
} from '../profile.contract';

const urlIdParams = new ZodValidationPipe(idParams);

/** The links the user may add to e-mails besides the LinkedIn profile and the portfolio (spec §5). */
@ApiTags('settings')
@SignedIn()
@Controller('settings/custom_urls')
export class CustomUrlsController {
  constructor(private readonly commands: CommandBus) {}

  /** The new URL gets a fresh id here; the decider judges and normalizes it. */
  @Post()
  add(@ValidBody(addCustomUrlBody) body: AddCustomUrlBody, @CommandMeta() meta: CallerCommandMetadata) {
    const data = {
      userId: meta.actorUserId,
      urlId: randomUUID(),
      name: body.name,
      url: body.url,
      includeInEmails: body.include_in_emails,
    };
    return this.commands.execute(decideCustomUrl({ type: 'AddCustomUrl', data }, meta));
  }

  @Put(':id/toggle_include')
  toggle(
    @Param(urlIdParams) { id }: IdParams,
    @ValidBody(toggleCustomUrlBody) body: ToggleCustomUrlBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = { userId: meta.actorUserId, urlId: id, includeInEmails: body.include_in_emails };
    return this.commands.execute(decideCustomUrl({ type: 'ToggleCustomUrl', data }, meta));
  }

  @Delete(':id')
  @HttpCode(200)
  remove(@Param(urlIdParams) { id }: IdParams, @CommandMeta() meta: CallerCommandMetadata) {
    const data = { userId: meta.actorUserId, urlId: id };
    return this.commands.execute(decideCustomUrlRemoval({ type: 'RemoveCustomUrl', data }, meta));
  }
}
