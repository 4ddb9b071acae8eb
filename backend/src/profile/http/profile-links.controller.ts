import { Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { decideLinkedInData, decideLinkedInProfile, decidePortfolioLink } from '../profile.commands';
import {
  setLinkedInDataBody,
  SetLinkedInDataBody,
  setLinkedInProfileBody,
  SetLinkedInProfileBody,
  setPortfolioLinkBody,
  SetPortfolioLinkBody,
} from '../profile.contract';

/** The LinkedIn profile link, the LinkedIn details typed in the editor, and the portfolio link. */
@ApiTags('settings')
@SignedIn()
@Controller('settings')
export class ProfileLinksController {
  constructor(private readonly commands: CommandBus) {}

  @Put('linkedin_profile')
  setLinkedInProfile(
    @ValidBody(setLinkedInProfileBody) body: SetLinkedInProfileBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = { userId: meta.actorUserId, linkedinProfile: body.linkedin_profile };
    return this.commands.execute(decideLinkedInProfile({ type: 'SetLinkedInProfile', data }, meta));
  }

  @Put('linkedin_data')
  setLinkedInData(
    @ValidBody(setLinkedInDataBody) body: SetLinkedInDataBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = { userId: meta.actorUserId, linkedinData: body.linkedin_data, source: 'editor' as const };
    return this.commands.execute(decideLinkedInData({ type: 'EditLinkedInData', data }, meta));
  }

  @Put('portfolio_link')
  setPortfolioLink(
    @ValidBody(setPortfolioLinkBody) body: SetPortfolioLinkBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = { userId: meta.actorUserId, portfolioLink: body.portfolio_link };
    return this.commands.execute(decidePortfolioLink({ type: 'SetPortfolioLink', data }, meta));
  }
}
