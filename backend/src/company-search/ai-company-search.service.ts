import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PlanLimitsQuery } from '../plan-limits/queries/plan-limits.query';
import type { CommandMetadata } from '../platform/commands/command-metadata';
import { COMPANY_DIRECTORY, type CompanyDirectory } from '../platform/directory/directory.port';
import type { DomainError } from '../platform/errors/domain-error';
import {
  LANGUAGE_MODEL,
  LanguageModelFailed,
  type LanguageModel,
  type LanguageModelRequest,
} from '../platform/language-model/language-model.port';
import {
  companyKey,
  directoryFacts,
  existingCompanyKey,
  MAX_ANSWER_CHARS,
  parseCompanyList,
  toAiCompany,
} from './ai-company';
import { RecordCompanySearch } from './commands/record-company-search.command';
import { COMPANIES_PER_ANSWER, companySearchRequest } from './company-search-prompt';
import { AiCompanySearchFailed, MoreCompaniesFailed, TooManySavedSearches } from './company-search.errors';
import { SearchHistoryQuery } from './queries/search-history.query';
import { saveSearch } from './saved-search.commands';
import type { CompanySearchFields } from './company-search.events';
import type { AiCompany } from './company-search.contract';

/** Directory matches offered to the offline drafter beyond the excluded ones; bounded like the exclusions. */
const MAX_CANDIDATES = 1000;

/** An AI list as the search history records it. */
const industrySearch = (searchTerm: string, resultCount: number): CompanySearchFields => ({
  kind: 'industry',
  search_term: searchTerm,
  categories: [],
  company_name: null,
  jobtitle: null,
  location: null,
  state: null,
  city: null,
  company_size: null,
  result_count: resultCount,
});

/** The industry search: companies for a free-text industry, named by the language model. */
@Injectable()
export class AiCompanySearch {
  constructor(
    @Inject(LANGUAGE_MODEL) private readonly model: LanguageModel,
    @Inject(COMPANY_DIRECTORY) private readonly directory: CompanyDirectory,
    private readonly commands: CommandBus,
    private readonly limits: PlanLimitsQuery,
    private readonly history: SearchHistoryQuery,
  ) {}

  /** POST /perplexity/search: the companies, entered in the history and kept as a saved search. */
  async search(userId: string, searchTerm: string, meta: CommandMetadata) {
    // Before the language model is asked: a refused list costs nothing and records nothing.
    await this.limits.ensureAllowed(userId, 'company_lists_limit', 1, new Date(meta.now));
    const companies = await this.ask(searchTerm, [], () => new AiCompanySearchFailed());
    const recorded = await this.commands.execute(
      new RecordCompanySearch(userId, industrySearch(searchTerm, companies.length), meta),
    );
    let checkpoint = recorded.checkpoint;
    try {
      const saved = await this.commands.execute(
        saveSearch(userId, { search_term: searchTerm, location: null, company_size: null }, meta),
      );
      if (saved.checkpoint > checkpoint) checkpoint = saved.checkpoint;
    } catch (error) {
      // A full saved list must not fail the search the user asked for; the search is simply not added.
      if (!(error instanceof TooManySavedSearches)) throw error;
    }
    return { companies, search_term: searchTerm, checkpoint };
  }

  /**
   * POST /perplexity/generate-more for the caller: more for a list they made (an AI search or a saved search of the
   * term) is free; for any other term it is a new company list, checked against the plan and recorded as one.
   */
  async moreFor(userId: string, searchTerm: string, existing: string[], meta: CommandMetadata) {
    const listed = await this.history.listed(userId, searchTerm);
    if (!listed) await this.limits.ensureAllowed(userId, 'company_lists_limit', 1, new Date(meta.now));
    const more = await this.more(searchTerm, existing);
    if (!listed) {
      await this.commands.execute(
        new RecordCompanySearch(userId, industrySearch(searchTerm, more.companies.length), meta),
      );
    }
    return more;
  }

  /** POST /perplexity/generate-more: companies none of which is among the existing ones (name plus URL). */
  async more(searchTerm: string, existing: string[]) {
    const entries = existing.filter((entry) => entry.length > 0);
    return { companies: await this.ask(searchTerm, entries, () => new MoreCompaniesFailed()) };
  }

  private async ask(searchTerm: string, exclude: string[], failure: () => DomainError): Promise<AiCompany[]> {
    const candidates = await this.directory.searchCompanies({
      search_term: searchTerm,
      offset: 0,
      limit: Math.min(MAX_CANDIDATES, COMPANIES_PER_ANSWER + exclude.length),
    });
    const request = companySearchRequest({
      search_term: searchTerm,
      count: COMPANIES_PER_ANSWER,
      exclude,
      candidates: candidates.companies.map(directoryFacts),
    });
    const named = parseCompanyList(await this.answer(request, failure));
    if (named === null) throw failure();

    const known = await this.directory.companiesByName([...new Set(named.map((facts) => facts.name))]);
    const byName = new Map(known.map((company) => [company.company_name.toLowerCase(), company]));
    const excluded = new Set(exclude.map(existingCompanyKey));
    const seen = new Set<string>();
    const companies: AiCompany[] = [];
    for (const facts of named) {
      const company = toAiCompany(facts, byName.get(facts.name.toLowerCase()));
      const keys = [companyKey(facts.name, facts.url), companyKey(company.company_name, company.company_url)];
      if (keys.some((key) => excluded.has(key) || seen.has(key))) continue;
      keys.forEach((key) => seen.add(key));
      companies.push(company);
      if (companies.length === COMPANIES_PER_ANSWER) break;
    }
    return companies;
  }

  /**
   * The model's answer, read no further than a list of companies can reach. An answer cut off at the token limit
   * is no list either, so it fails the search in the spec's words rather than with the e-mail drafter's.
   */
  private async answer(request: LanguageModelRequest, failure: () => DomainError): Promise<string> {
    let answer = '';
    try {
      for await (const chunk of this.model.streamText(request)) {
        answer += chunk;
        if (answer.length > MAX_ANSWER_CHARS) throw failure();
      }
    } catch (error) {
      if (error instanceof LanguageModelFailed && error.code === 'LANGUAGE_MODEL.TRUNCATED') throw failure();
      throw error;
    }
    return answer;
  }
}
