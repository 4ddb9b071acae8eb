import { Body, Controller, Get, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { AiCompanySearch } from '../ai-company-search.service';
import { SaveSearch } from '../commands/save-search.command';
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

/** The industry (AI) search, its directory match, company details and saved searches (outreach.md §7 /perplexity/*). */
@ApiTags('company search')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
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
  search(
    @Body(new ZodValidationPipe(aiSearchBody)) body: AiSearchBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.ai.search(user.userId, body.search_term, commandMetadata(user.userId, { idempotencyKey }));
  }

  @Post('generate-more')
  @HttpCode(200)
  generateMore(
    @Body(new ZodValidationPipe(generateMoreBody)) body: GenerateMoreBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.ai.moreFor(
      user.userId,
      body.search_term,
      body.existing_companies,
      commandMetadata(user.userId, { idempotencyKey }),
    );
  }

  @Post('snowflake-match')
  @HttpCode(200)
  snowflakeMatch(@Body(new ZodValidationPipe(snowflakeMatchBody)) body: SnowflakeMatchBody) {
    return this.finder.snowflakeMatch(body);
  }

  @Post('companies/details')
  @HttpCode(200)
  details(@Body(new ZodValidationPipe(companyDetailsBody)) body: CompanyDetailsBody) {
    return this.finder.details(body);
  }

  @Get('saved-searches')
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.savedSearches.list(user.userId);
  }

  @Post('saved-searches')
  save(
    @Body(new ZodValidationPipe(saveSearchBody)) body: SaveSearchBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new SaveSearch(user.userId, body, commandMetadata(user.userId, { idempotencyKey })),
    );
  }
}
