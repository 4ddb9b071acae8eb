import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { AiCompanySearch } from '../ai-company-search.service';
import { CompanyFinder } from '../company-finder.service';
import {
  aiSearchBody,
  type AiSearchBody,
  companyDetailsBody,
  type CompanyDetailsBody,
  generateMoreBody,
  type GenerateMoreBody,
  saveSearchBody,
  type SaveSearchBody,
  snowflakeMatchBody,
  type SnowflakeMatchBody,
} from '../company-search.contract';
import { SavedSearchesQuery } from '../queries/saved-searches.query';
import { saveSearch } from '../saved-search.commands';

/** The industry (AI) search, its directory match, company details and saved searches (outreach.md §7 /perplexity/*). */
@ApiTags('company search')
@SignedIn()
@Controller('perplexity')
export class AiCompanySearchController {
  constructor(
    private readonly ai: AiCompanySearch,
    private readonly finder: CompanyFinder,
    private readonly savedSearches: SavedSearchesQuery,
    private readonly commands: CommandBus,
  ) {}

  @Post('search')
  @HttpCode(200)
  search(@ValidBody(aiSearchBody) body: AiSearchBody, @CommandMeta() meta: CallerCommandMetadata) {
    return this.ai.search(meta.actorUserId, body.search_term, meta);
  }

  @Post('generate-more')
  @HttpCode(200)
  generateMore(
    @ValidBody(generateMoreBody) body: GenerateMoreBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    return this.ai.moreFor(meta.actorUserId, body.search_term, body.existing_companies, meta);
  }

  @Post('snowflake-match')
  @HttpCode(200)
  snowflakeMatch(@ValidBody(snowflakeMatchBody) body: SnowflakeMatchBody) {
    return this.finder.snowflakeMatch(body);
  }

  @Post('companies/details')
  @HttpCode(200)
  details(@ValidBody(companyDetailsBody) body: CompanyDetailsBody) {
    return this.finder.details(body);
  }

  @Get('saved-searches')
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.savedSearches.list(user.userId);
  }

  @Post('saved-searches')
  save(@ValidBody(saveSearchBody) body: SaveSearchBody, @CommandMeta() meta: CallerCommandMetadata) {
    return this.commands.execute(saveSearch(meta.actorUserId, body, meta));
  }
}
