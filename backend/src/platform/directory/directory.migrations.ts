import { sql, type Migration } from 'kysely';
import { sqlMigration } from '../database/sql-migration';

/**
 * The embedded directory's tables. Not a read model: reference data loaded whole from the demo generator
 * (directory_meta says which version), so it lives with the platform rather than with a projector. No foreign
 * keys: one generator writes all three tables in one transaction, and per-row checks would double the load time.
 */
export const directoryMigrations: Record<string, Migration> = {
  '2026-11-24-0100-demo-directory': sqlMigration({
    up: [
      sql`
        CREATE TABLE directory_companies (
          company_id text PRIMARY KEY,
          company_name text NOT NULL,
          company_url text NOT NULL,
          domain text NOT NULL,
          linkedin_url text NOT NULL,
          city text NOT NULL,
          state text NOT NULL,
          country text NOT NULL,
          street text NOT NULL,
          postcode text NOT NULL,
          linkedin_followers integer NOT NULL,
          employee_count_min integer NOT NULL,
          employee_count_max integer,
          employee_count_range text NOT NULL,
          industry_linkedin text NOT NULL,
          industry_naics text NOT NULL,
          predicted_industry_naics_2022 text NOT NULL,
          about_us text NOT NULL,
          sponsors_h1b boolean NOT NULL,
          sponsors_j1 boolean NOT NULL,
          -- The name weighs most in the ranking of a free-text search, then the industry, then the description.
          search_document tsvector GENERATED ALWAYS AS (
            setweight(to_tsvector('english', company_name), 'A')
            || setweight(to_tsvector('english', industry_linkedin), 'B')
            || setweight(to_tsvector('english', about_us), 'C')
          ) STORED
        )
      `,
      // Names are unique case-insensitively: companiesByName and the job search join on lower(name).
      sql`CREATE UNIQUE INDEX directory_companies_name ON directory_companies (lower(company_name))`,
      // On the name itself, for ILIKE: on lower(name) the planner picks it for equality too, ~4 ms a name.
      sql`CREATE INDEX directory_companies_name_trgm ON directory_companies USING gin (company_name gin_trgm_ops)`,
      sql`CREATE UNIQUE INDEX directory_companies_domain ON directory_companies (domain)`,
      sql`CREATE INDEX directory_companies_industry ON directory_companies (lower(industry_linkedin), linkedin_followers DESC)`,
      sql`CREATE INDEX directory_companies_place ON directory_companies (lower(country), lower(state), lower(city))`,
      sql`CREATE INDEX directory_companies_size ON directory_companies (employee_count_range)`,
      sql`CREATE INDEX directory_companies_search ON directory_companies USING gin (search_document)`,

      sql`
        CREATE TABLE directory_people (
          person_id text PRIMARY KEY,
          company_id text NOT NULL,
          first_name text NOT NULL,
          last_name text NOT NULL,
          email text,
          job_title text NOT NULL,
          position text NOT NULL,
          seniority text,
          department text,
          linkedin_url text,
          twitter text,
          phone text,
          company_name text NOT NULL,
          company_url text,
          location text,
          email_type text NOT NULL,
          confidence integer NOT NULL,
          verification_status text,
          verification_date date,
          sources jsonb NOT NULL,
          profile_text text NOT NULL
        )
      `,
      // A contact finder answers best-known addresses first: the page order is confidence, then id.
      sql`CREATE INDEX directory_people_company ON directory_people (company_id, confidence DESC, person_id)`,

      sql`
        CREATE TABLE directory_jobs (
          job_id text PRIMARY KEY,
          company_id text NOT NULL,
          company_name text NOT NULL,
          job_title text NOT NULL,
          job_link text,
          company_url text,
          location text NOT NULL,
          seniority text,
          department text,
          description text NOT NULL,
          posted_at timestamptz NOT NULL,
          source text NOT NULL
        )
      `,
      sql`CREATE INDEX directory_jobs_company ON directory_jobs (company_id, posted_at DESC)`,
      sql`CREATE INDEX directory_jobs_company_name ON directory_jobs (lower(company_name), posted_at DESC)`,
      sql`CREATE INDEX directory_jobs_title_trgm ON directory_jobs USING gin (lower(job_title) gin_trgm_ops)`,
      sql`CREATE INDEX directory_jobs_posted ON directory_jobs (posted_at DESC, job_id)`,

      sql`
        CREATE TABLE directory_meta (
          id text PRIMARY KEY CHECK (id = 'demo'),
          version text NOT NULL,
          seed text NOT NULL,
          companies integer NOT NULL,
          people integer NOT NULL,
          jobs integer NOT NULL,
          loaded_at timestamptz NOT NULL
        )
      `,
    ],
    down: [sql`DROP TABLE IF EXISTS directory_meta, directory_jobs, directory_people, directory_companies`],
  }),
};
