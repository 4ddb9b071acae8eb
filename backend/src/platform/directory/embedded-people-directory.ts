import { Inject, Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';
import { DATABASE } from '../database/database';
import { DemoDirectoryStatus } from './demo-directory.status';
import type { DirectoryPerson, PeopleDirectory, PeoplePage, PeopleQuery } from './directory.port';
import { PERSON_COLUMNS, type DirectoryTables } from './directory.tables';

/** "https://www.Acme.example/about" → "acme.example": how a domain search names a company. */
function bareDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/?#].*$/, '');
}

/** PEOPLE_DIRECTORY over the demo directory: the people of the company named (or at the domain given). */
@Injectable()
export class EmbeddedPeopleDirectory implements PeopleDirectory {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DirectoryTables>,
    private readonly status: DemoDirectoryStatus,
  ) {}

  describe(): { provider: 'embedded' } {
    return { provider: 'embedded' };
  }

  async findPeople(query: PeopleQuery): Promise<PeoplePage> {
    await this.status.ready();
    const name = query.company_name.trim().toLowerCase();
    const domain = query.domain ? bareDomain(query.domain) : '';
    let filtered = this.db.selectFrom('directory_people').where('company_id', 'in', (eb) =>
      eb
        .selectFrom('directory_companies')
        .select('company_id')
        .where((where) =>
          where.or([
            where(sql`lower(company_name)`, '=', name),
            ...(domain !== '' ? [where('domain', '=', domain)] : []),
          ]),
        ),
    );
    if (query.seniority) filtered = filtered.where('seniority', '=', query.seniority);
    if (query.department) filtered = filtered.where('department', '=', query.department);
    if (query.email_type?.trim())
      filtered = filtered.where('email_type', '=', query.email_type.trim().toLowerCase());

    const [rows, count] = await Promise.all([
      filtered
        .select([
          ...PERSON_COLUMNS,
          sql<string | null>`to_char(verification_date, 'YYYY-MM-DD')`.as('verification_date'),
        ])
        .orderBy('company_id')
        .orderBy('confidence', 'desc')
        .orderBy('person_id')
        .offset(query.offset)
        .limit(query.limit)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const people: DirectoryPerson[] = rows;
    return { people, total: Number(count.total) };
  }
}
