import { Inject, Injectable } from '@nestjs/common';
import { Kysely, sql, type SelectQueryBuilder } from 'kysely';
import { DATABASE } from '../database/database';
import { DemoDirectoryStatus } from './demo-directory.status';
import type { CompanyDirectory, CompanyPage, CompanyQuery, DirectoryCompany } from './directory.port';
import { COMPANY_COLUMNS, type DirectoryTables } from './directory.tables';
import { containsPattern, normalizedNames } from './embedded-sql';

type Companies = SelectQueryBuilder<DirectoryTables, 'directory_companies', object>;

/** Words of a free-text search, safe to put into to_tsquery (letters and digits only). */
function searchWords(term: string | undefined): string[] {
  return term?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** COMPANY_DIRECTORY over the demo directory's tables; every filter is a SQL condition. */
@Injectable()
export class EmbeddedCompanyDirectory implements CompanyDirectory {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DirectoryTables>,
    private readonly status: DemoDirectoryStatus,
  ) {}

  async searchCompanies(query: CompanyQuery): Promise<CompanyPage> {
    await this.status.ready();
    const term = query.search_term?.trim() ?? '';
    const words = searchWords(term);
    const anyWord = sql`to_tsquery('english', ${words.join(' | ')})`;
    const everyWord = sql`to_tsquery('english', ${words.join(' & ')})`;

    let filtered: Companies = this.db.selectFrom('directory_companies');
    if (term !== '') {
      // Any word counts (ranked below companies matching all of them); a name containing the whole text too.
      filtered = filtered.where((eb) =>
        eb.or([
          ...(words.length > 0 ? [eb(sql`search_document`, '@@', anyWord)] : []),
          eb('company_name', 'ilike', containsPattern(term)),
        ]),
      );
    }
    const categories = normalizedNames(query.categories ?? []);
    if (categories.length > 0) filtered = filtered.where(sql`lower(industry_linkedin)`, 'in', categories);
    if (query.company_name?.trim()) {
      filtered = filtered.where('company_name', 'ilike', containsPattern(query.company_name.trim()));
    }
    if (query.country?.trim())
      filtered = filtered.where(sql`lower(country)`, '=', query.country.trim().toLowerCase());
    if (query.state?.trim())
      filtered = filtered.where(sql`lower(state)`, '=', query.state.trim().toLowerCase());
    if (query.city?.trim()) filtered = filtered.where(sql`lower(city)`, '=', query.city.trim().toLowerCase());
    if (query.company_size) filtered = filtered.where('employee_count_range', '=', query.company_size);

    let page = filtered.select(COMPANY_COLUMNS);
    if (term !== '') {
      page =
        words.length > 0
          ? page
              .orderBy(sql`lower(company_name) = ${term.toLowerCase()}`, 'desc')
              .orderBy(sql`search_document @@ ${everyWord}`, 'desc')
              .orderBy(sql`ts_rank_cd(search_document, ${anyWord})`, 'desc')
          : page.orderBy(sql`lower(company_name) = ${term.toLowerCase()}`, 'desc');
    }
    const [rows, count] = await Promise.all([
      page
        .orderBy('linkedin_followers', 'desc')
        .orderBy('company_id')
        .offset(query.offset)
        .limit(query.limit)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { companies: rows, total: Number(count.total) };
  }

  async companiesByName(names: string[]): Promise<DirectoryCompany[]> {
    await this.status.ready();
    const wanted = normalizedNames(names);
    if (wanted.length === 0) return [];
    const rows = await this.db
      .selectFrom('directory_companies')
      .select(COMPANY_COLUMNS)
      .where(sql`lower(company_name)`, 'in', wanted)
      .execute();
    const byName = new Map(rows.map((row) => [row.company_name.toLowerCase(), row]));
    return wanted.flatMap((name) => byName.get(name) ?? []);
  }

  async categories(search: string, limit: number): Promise<string[]> {
    await this.status.ready();
    const rows = await this.db
      .selectFrom('directory_companies')
      .select('industry_linkedin')
      .distinct()
      .where(sql`lower(industry_linkedin)`, 'like', containsPattern(search.trim()))
      .orderBy('industry_linkedin')
      .limit(limit)
      .execute();
    return rows.map((row) => row.industry_linkedin);
  }

  async countries(): Promise<string[]> {
    await this.status.ready();
    const rows = await this.db
      .selectFrom('directory_companies')
      .select('country')
      .distinct()
      .orderBy('country')
      .execute();
    return rows.map((row) => row.country);
  }

  async states(country: string): Promise<string[]> {
    await this.status.ready();
    const rows = await this.db
      .selectFrom('directory_companies')
      .select('state')
      .distinct()
      .where(sql`lower(country)`, '=', country.trim().toLowerCase())
      .orderBy('state')
      .execute();
    return rows.map((row) => row.state);
  }

  async cities(country: string, state: string): Promise<string[]> {
    await this.status.ready();
    const rows = await this.db
      .selectFrom('directory_companies')
      .select('city')
      .distinct()
      .where(sql`lower(country)`, '=', country.trim().toLowerCase())
      .where(sql`lower(state)`, '=', state.trim().toLowerCase())
      .orderBy('city')
      .execute();
    return rows.map((row) => row.city);
  }
}
