import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PlanLimitsQuery } from '../plan-limits/queries/plan-limits.query';
import type { CommandMetadata } from '../platform/commands/command-metadata';
import {
  COMPANY_DIRECTORY,
  JOB_LISTINGS,
  type CompanyDirectory,
  type CompanyPage,
  type CompanyQuery,
  type DirectoryCompany,
  type JobListings,
} from '../platform/directory/directory.port';
import { DemoDirectoryStatus } from '../platform/directory/directory.module';
import { directoryFacts, toAiCompany } from './ai-company';
import { RecordCompanySearch } from './commands/record-company-search.command';
import type {
  AiCompany,
  CompanyDetail,
  CompanyDetailsBody,
  CompanyResult,
  CompanySearchPage,
  PublicMatchBody,
  SearchCompaniesBody,
  SnowflakeMatchBody,
} from './company-search.contract';
import { PUBLIC_MATCH_LIMIT } from './company-search.contract';
import type { CompanySearchKind } from './company-search.events';

export type { CompanyDetail };

/** Job postings read to find the companies hiring for a title; the demo directory has ~4 per company. */
const JOBS_READ_FOR_TITLE = 5000;
/** Directory companies meeting a job-title search's other conditions that are checked for openings. */
const COMPANIES_READ_FOR_TITLE = 10_000;

export function companyResult(company: DirectoryCompany): CompanyResult {
  const { company_id: _id, sponsors_h1b: _h1b, sponsors_j1: _j1, ...result } = company;
  return result;
}

const same = (a: string | null | undefined, b: string | null | undefined): boolean =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** Company lookups over the company directory; the category and company searches also enter the history. */
@Injectable()
export class CompanyFinder {
  constructor(
    @Inject(COMPANY_DIRECTORY) private readonly directory: CompanyDirectory,
    @Inject(JOB_LISTINGS) private readonly jobs: JobListings,
    private readonly status: DemoDirectoryStatus,
    private readonly commands: CommandBus,
    private readonly limits: PlanLimitsQuery,
  ) {}

  async categories(search: string, limit: number) {
    const names = await this.directory.categories(search, limit);
    return { categories: names.map((name) => ({ name })) };
  }

  async countries() {
    return { countries: await this.directory.countries() };
  }

  async states(country: string) {
    return { states: await this.directory.states(country) };
  }

  async cities(country: string, state: string) {
    return { cities: await this.directory.cities(country, state) };
  }

  async userStates(country: string) {
    const states = await this.directory.states(country);
    return { states: states.map((state_name) => ({ state_name })) };
  }

  async userCities(country: string, state: string) {
    const cities = await this.directory.cities(country, state);
    return { cities: cities.map((city_name) => ({ city_name })) };
  }

  async searchCompanies(
    userId: string,
    body: SearchCompaniesBody,
    meta: CommandMetadata,
  ): Promise<CompanySearchPage & { checkpoint?: string }> {
    // A first page makes a company list (docs/decisions.md, Plan limits); paging through it does not.
    if (body.offset === 0)
      await this.limits.ensureAllowed(userId, 'company_lists_limit', 1, new Date(meta.now));
    const page = body.jobtitle ? await this.hiringFor(body.jobtitle, body) : await this.matching(body);
    // Paging through one search is still one search: only its first page enters the history.
    let checkpoint: string | undefined;
    if (body.offset === 0) {
      ({ checkpoint } = await this.commands.execute(
        new RecordCompanySearch(
          userId,
          {
            kind: kindOf(body),
            search_term: body.search_term ?? null,
            categories: body.categories,
            company_name: body.company_name ?? null,
            jobtitle: body.jobtitle ?? null,
            location: body.location,
            state: body.state ?? null,
            city: body.city ?? null,
            company_size: body.company_size ?? null,
            result_count: page.total,
          },
          meta,
        ),
      ));
    }
    return {
      companies: page.companies.map(companyResult),
      total: page.total,
      offset: body.offset,
      limit: body.limit,
      demo: this.status.describe().demo,
      // Read-your-writes for the search history, when this page entered it.
      ...(checkpoint ? { checkpoint } : {}),
    };
  }

  /** Directory companies ranked by how well their industry, description and name match the term. */
  async snowflakeMatch(body: SnowflakeMatchBody) {
    const page = await this.directory.searchCompanies({
      search_term: body.search_term,
      company_name: body.company_name,
      state: body.location_filter.state,
      city: body.location_filter.city,
      offset: body.offset,
      limit: body.limit,
    });
    const companies: AiCompany[] = page.companies.map((company) =>
      toAiCompany(directoryFacts(company), company),
    );
    return {
      companies,
      total: page.total,
      raw_response: `${page.total} companies in the company directory match "${body.search_term}".`,
    };
  }

  /** The landing page's demo search: at most PUBLIC_MATCH_LIMIT companies, whatever the limit asked. */
  async publicMatch(body: PublicMatchBody) {
    const page = await this.directory.searchCompanies({
      search_term: body.search_term,
      company_name: body.company_name,
      offset: body.offset,
      limit: Math.min(body.limit, PUBLIC_MATCH_LIMIT),
    });
    return {
      companies: page.companies.map((company) => ({
        company_name: company.company_name,
        company_url: company.company_url,
        description: company.about_us,
        city: company.city,
        state: company.state,
        country: company.country,
      })),
    };
  }

  /** Details per name, in the order asked; a name the directory does not hold there reads 'not_available'. */
  async details(body: CompanyDetailsBody): Promise<{ companies: CompanyDetail[] }> {
    const found = await this.directory.companiesByName(body.company_names);
    const byName = new Map(found.map((company) => [company.company_name.toLowerCase(), company]));
    const { city, state } = body.location_filter;
    return {
      companies: body.company_names.map((name) => {
        const company = byName.get(name.toLowerCase());
        const inPlace =
          company && (!state || same(company.state, state)) && (!city || same(company.city, city));
        if (!company || !inPlace) {
          return {
            company_name: name,
            company_url: null,
            about_us: null,
            city: null,
            state: null,
            country: null,
            industry: null,
            employee_count: null,
            linkedin_url: null,
            detail_status: 'not_available',
          };
        }
        return {
          company_name: company.company_name,
          company_url: company.company_url,
          about_us: company.about_us,
          city: company.city,
          state: company.state,
          country: company.country,
          industry: company.industry_linkedin,
          employee_count: company.employee_count_range,
          linkedin_url: company.linkedin_url,
          detail_status: 'loaded',
        };
      }),
    };
  }

  private matching(body: SearchCompaniesBody): Promise<CompanyPage> {
    return this.directory.searchCompanies({ ...conditionsOf(body), offset: body.offset, limit: body.limit });
  }

  /**
   * Companies with open jobs whose title has the words asked, most such jobs first, under the search's other
   * conditions. The job listings know nothing of places or sizes of companies, so the directory is searched with
   * those conditions and its answer kept to the hiring companies (one query, however many companies hire).
   */
  private async hiringFor(jobtitle: string, body: SearchCompaniesBody): Promise<CompanyPage> {
    const [postings, candidates] = await Promise.all([
      this.jobs.searchJobs({
        company_names: [],
        job_title: jobtitle,
        date_posted: 'all',
        limit: JOBS_READ_FOR_TITLE,
        now: new Date(),
      }),
      this.directory.searchCompanies({ ...conditionsOf(body), offset: 0, limit: COMPANIES_READ_FOR_TITLE }),
    ]);
    const openings = new Map<string, number>();
    for (const posting of postings) {
      const key = posting.company_name.toLowerCase();
      openings.set(key, (openings.get(key) ?? 0) + 1);
    }
    const count = (company: DirectoryCompany) => openings.get(company.company_name.toLowerCase()) ?? 0;
    const hiring = candidates.companies
      .filter((company) => count(company) > 0)
      .sort((a, b) => count(b) - count(a) || a.company_name.localeCompare(b.company_name));
    return { companies: hiring.slice(body.offset, body.offset + body.limit), total: hiring.length };
  }
}

/** The search's conditions as the company directory takes them. */
function conditionsOf(body: SearchCompaniesBody): Omit<CompanyQuery, 'offset' | 'limit'> {
  return {
    search_term: body.search_term,
    categories: body.categories.length > 0 ? body.categories : undefined,
    company_name: body.company_name,
    country: body.location,
    state: body.state,
    city: body.city,
    company_size: body.company_size,
  };
}

function kindOf(body: SearchCompaniesBody): CompanySearchKind {
  if (body.mode) return body.mode;
  return body.categories.length > 0 ? 'category' : 'company';
}
