import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody, ValidQuery, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { CompanyFinder } from '../company-finder.service';
import {
  categoriesQuery,
  type CategoriesQuery,
  placeParam,
  searchCompaniesBody,
  type SearchCompaniesBody,
} from '../company-search.contract';
import { SearchHistoryQuery } from '../queries/search-history.query';

/** A country or state of the path, checked as the place pickers send it. */
const Place = (name: 'country' | 'state') => Param(name, new ZodValidationPipe(placeParam(name)));

/** The company directory's pickers and the category / company search (outreach.md §7 /snowflake/*). */
@ApiTags('company search')
@SignedIn()
@Controller('snowflake')
export class CompanyDirectoryController {
  constructor(
    private readonly finder: CompanyFinder,
    private readonly history: SearchHistoryQuery,
  ) {}

  @Get('categories')
  categories(@ValidQuery(categoriesQuery) query: CategoriesQuery) {
    return this.finder.categories(query.search, query.limit);
  }

  @Get('countries')
  countries() {
    return this.finder.countries();
  }

  @Get('states/:country')
  states(@Place('country') country: string) {
    return this.finder.states(country);
  }

  @Get('cities/:country/:state')
  cities(@Place('country') country: string, @Place('state') state: string) {
    return this.finder.cities(country, state);
  }

  @Get('user-states/:country')
  userStates(@Place('country') country: string) {
    return this.finder.userStates(country);
  }

  @Get('user-cities/:country/:state')
  userCities(@Place('country') country: string, @Place('state') state: string) {
    return this.finder.userCities(country, state);
  }

  @Post('search_companies')
  @HttpCode(200)
  searchCompanies(
    @ValidBody(searchCompaniesBody) body: SearchCompaniesBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    return this.finder.searchCompanies(meta.actorUserId, body, meta);
  }

  @Get('search-history')
  searchHistory(@CurrentUser() user: AuthenticatedUser) {
    return this.history.recent(user.userId);
  }
}
