import { createHash } from 'node:crypto';
import { DEPARTMENTS, EMPLOYEE_RANGES } from '../directory.port';
import {
  DEMO_DIRECTORY_VERSION,
  generateDemoDirectory,
  type DemoDirectory,
} from './demo-directory.generator';
import { US_REGIONS } from './places';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const DAY = 86_400_000;

function checksum(data: DemoDirectory): string {
  const hash = createHash('sha256');
  for (const rows of [data.companies, data.people, data.jobs]) {
    for (const row of rows) hash.update(JSON.stringify(row)).update('\n');
  }
  return hash.digest('hex');
}

describe('demo directory generator', () => {
  let data: DemoDirectory;

  beforeAll(() => {
    data = generateDemoDirectory(NOW);
  });

  it('generates the same rows for the same seed and time, pinned to the data version', () => {
    const again = generateDemoDirectory(NOW);
    expect(again.companies[0]).toEqual(data.companies[0]);
    expect(again.people.at(-1)).toEqual(data.people.at(-1));
    expect(again.jobs.at(-1)).toEqual(data.jobs.at(-1));
    expect(checksum(again)).toBe(checksum(data));
    // A change to the generated rows must come with a new DEMO_DIRECTORY_VERSION, or databases keep the old rows.
    expect({ version: DEMO_DIRECTORY_VERSION, checksum: checksum(data) }).toEqual({
      version: '2026-11-23.2',
      checksum: '898ab66582f564dfc6b27c1fc8192dfe367fdc53b9eb8bebd42b4d4332b09319',
    });
    expect(data.companies[0]).toMatchObject({ company_id: 'c-00001', state: US_REGIONS[0].state });
  });

  it('generates other rows for another seed', () => {
    const other = generateDemoDirectory(NOW, 'another-seed');
    expect(other.companies[0].company_name).not.toBe(data.companies[0].company_name);
  });

  it('has at least 5,000 companies, 50,000 people and 20,000 jobs', () => {
    expect(data.companies.length).toBeGreaterThanOrEqual(5_000);
    expect(data.people.length).toBeGreaterThanOrEqual(50_000);
    expect(data.jobs.length).toBeGreaterThanOrEqual(20_000);
  });

  it('uses only .example domains for companies, e-mails, sources, LinkedIn pages and job links', () => {
    const onExample = (url: string) => /^([a-z0-9-]+\.)*[a-z0-9-]+\.example$/.test(new URL(url).hostname);
    expect(data.companies.every((company) => company.domain.endsWith('.example'))).toBe(true);
    expect(data.companies.every((company) => onExample(company.company_url))).toBe(true);
    const emails = data.people.flatMap((person) => (person.email ? [person.email] : []));
    expect(emails.every((email) => /^[a-z0-9.]+@[a-z0-9-]+\.example$/.test(email))).toBe(true);
    expect(new Set(emails).size).toBe(emails.length);
    expect(data.people.every((person) => person.sources.every(onExample))).toBe(true);
    expect(data.jobs.every((job) => job.job_link !== null && onExample(job.job_link))).toBe(true);
    expect(data.companies.every((company) => onExample(company.linkedin_url))).toBe(true);
    const profiles = data.people.flatMap((person) => (person.linkedin_url ? [person.linkedin_url] : []));
    expect(profiles.length).toBeGreaterThan(data.people.length / 2);
    expect(profiles.every(onExample)).toBe(true);
    expect(data.people.every((person) => person.twitter === null)).toBe(true);
  });

  it('gives every company a unique name and domain, a known size range and a real place', () => {
    expect(new Set(data.companies.map((c) => c.company_name.toLowerCase())).size).toBe(data.companies.length);
    expect(new Set(data.companies.map((c) => c.domain)).size).toBe(data.companies.length);
    expect(
      data.companies.every((c) => (EMPLOYEE_RANGES as readonly string[]).includes(c.employee_count_range)),
    ).toBe(true);
    const states = new Set(data.companies.filter((c) => c.country === 'United States').map((c) => c.state));
    expect(states.size).toBe(51);
    expect(new Set(data.companies.map((c) => c.country))).toEqual(
      new Set(['United States', 'Canada', 'United Kingdom', 'Germany', 'India']),
    );
    expect(new Set(data.companies.map((c) => c.industry_linkedin)).size).toBeGreaterThanOrEqual(25);
  });

  it('marks about a third of companies as H-1B sponsors and about a tenth as J-1 sponsors', () => {
    const share = (flag: (c: DemoDirectory['companies'][number]) => boolean) =>
      data.companies.filter(flag).length / data.companies.length;
    expect(share((c) => c.sponsors_h1b)).toBeGreaterThan(0.28);
    expect(share((c) => c.sponsors_h1b)).toBeLessThan(0.4);
    expect(share((c) => c.sponsors_j1)).toBeGreaterThan(0.07);
    expect(share((c) => c.sponsors_j1)).toBeLessThan(0.14);
  });

  it('puts a recruiter and a hiring manager at most companies, and people in every department', () => {
    const companiesWith = (pattern: RegExp) =>
      new Set(data.people.filter((p) => pattern.test(p.job_title)).map((p) => p.company_id)).size /
      data.companies.length;
    expect(companiesWith(/Recruit|Talent/)).toBeGreaterThan(0.9);
    expect(companiesWith(/Manager|Head of|Director/)).toBeGreaterThan(0.9);
    expect(new Set(data.people.map((p) => p.department))).toEqual(new Set([...DEPARTMENTS, null]));
    expect(data.people.some((p) => p.email_type === 'generic' && p.email?.startsWith('careers@'))).toBe(true);
  });

  it('posts every job within the 60 days before the load', () => {
    const ages = data.jobs.map((job) => NOW.getTime() - Date.parse(job.posted_at));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThan(60 * DAY);
    expect(ages.filter((age) => age < DAY).length).toBeGreaterThan(0);
  });
});
