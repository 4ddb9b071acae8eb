import {
  EMPLOYEE_RANGES,
  type Department,
  type DirectoryCompany,
  type DirectoryPerson,
  type EmployeeRange,
  type JobPosting,
  type Seniority,
} from '../directory.port';
import { INDUSTRIES, NAME_HEADS, NAME_TAILS, type Industry } from './industries';
import { OTHER_REGIONS, STREET_NAMES, US_REGIONS, type Region } from './places';
import { Prng } from './prng';
import {
  FIRST_NAMES,
  FOUNDER_TITLES,
  GENERIC_MAILBOXES,
  JOB_FAMILIES,
  JUNIOR_PREFIXES,
  LAST_NAMES,
  RECRUITER_TITLES,
  SENIOR_PREFIXES,
  type JobFamily,
} from './roles';

/** Bump whenever the generated rows change: a database holding another version is reloaded at start. */
export const DEMO_DIRECTORY_VERSION = '2026-11-23.2';
export const DEMO_DIRECTORY_SEED = 'outreach-demo-directory';
const COMPANY_COUNT = 5_200;
const JOB_WINDOW_MINUTES = 60 * 24 * 60;
/**
 * LinkedIn-style profile and company pages on a reserved host: on linkedin.com an invented "jane-doe-123" or
 * "northpoint-analytics" could be a real person's or company's page, and the results link to them.
 */
const LINKEDIN = 'https://www.linkedin.example';

export interface DemoPerson extends DirectoryPerson {
  person_id: string;
  company_id: string;
}

export interface DemoJob extends JobPosting {
  company_id: string;
}

export interface DemoDirectory {
  companies: DirectoryCompany[];
  people: DemoPerson[];
  jobs: DemoJob[];
}

const RANGE_WEIGHTS: Record<EmployeeRange, number> = {
  '1-10': 12,
  '11-50': 26,
  '51-200': 26,
  '201-500': 14,
  '501-1000': 8,
  '1001-5000': 8,
  '5001-10000': 3,
  '10001+': 3,
};
const PEOPLE_PER_RANGE = [5, 7, 10, 12, 14, 16, 20, 24];
const JOBS_PER_RANGE = [1, 2, 3, 4, 5, 6, 8, 10];
const FOLLOWERS_PER_RANGE: Array<[number, number]> = [
  [40, 800],
  [300, 5_000],
  [1_000, 20_000],
  [3_000, 50_000],
  [8_000, 120_000],
  [20_000, 400_000],
  [60_000, 900_000],
  [150_000, 3_000_000],
];
const H1B_PER_RANGE = [0.08, 0.15, 0.28, 0.4, 0.5, 0.6, 0.7, 0.75];

interface CompanyContext {
  company: DirectoryCompany;
  industry: Industry;
  region: Region;
  sizeIndex: number;
  /** How people and postings name the place: "Austin, Texas" or "Toronto, Canada". */
  place: string;
}

/**
 * The whole demo directory, the same for the same seed and `now` (dates are relative to it): invented
 * companies on `.example` domains, their people and their open jobs.
 */
export function generateDemoDirectory(now: Date, seed: string = DEMO_DIRECTORY_SEED): DemoDirectory {
  const taken = new Set<string>();
  const companies: CompanyContext[] = [];
  for (let i = 0; i < COMPANY_COUNT; i += 1)
    companies.push(generateCompany(new Prng(`${seed}:company:${i}`), i, taken));

  const people: DemoPerson[] = [];
  const jobs: DemoJob[] = [];
  const days = daysBefore(now);
  companies.forEach((context, i) => {
    people.push(...generatePeople(new Prng(`${seed}:people:${i}`), context, days, people.length));
    jobs.push(...generateJobs(new Prng(`${seed}:jobs:${i}`), context, now, jobs.length));
  });
  return { companies: companies.map((context) => context.company), people, jobs };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function generateCompany(rng: Prng, index: number, taken: Set<string>): CompanyContext {
  // The first companies visit every state and DC once, so each appears in the place pickers.
  const region =
    index < US_REGIONS.length
      ? US_REGIONS[index]
      : rng.chance(0.07)
        ? rng.weighted(OTHER_REGIONS, (r) => r.weight)
        : rng.weighted(US_REGIONS, (r) => r.weight);
  const [city, postcodePrefix] = rng.pick(region.cities);
  const industry = rng.weighted(INDUSTRIES, (candidate) => candidate.weight);
  const name = uniqueName(rng, industry, taken);
  const slug = slugify(name);
  const domain = `${slug}.example`;
  const range = rng.weighted(EMPLOYEE_RANGES, (candidate) => RANGE_WEIGHTS[candidate]);
  const sizeIndex = EMPLOYEE_RANGES.indexOf(range);
  const [min, max] = range.endsWith('+')
    ? [Number(range.slice(0, -1)), null]
    : (range.split('-').map(Number) as [number, number]);
  const [fewest, most] = FOLLOWERS_PER_RANGE[sizeIndex];
  const h1b = H1B_PER_RANGE[sizeIndex] + (industry.skilledVisas ? 0.15 : -0.08);
  const regionName = region.country === 'United States' ? region.state : region.country;
  const founded = rng.int(1950, 2023);
  const keywords = rng.sample(industry.keywords, 3);
  const aboutUs = [
    `${name} ${rng.pick(['provides', 'delivers', 'offers', 'specialises in'])} ${rng.pick(industry.offers)} for ${rng.pick(industry.customers)}.`,
    `Founded in ${founded} and headquartered in ${city}, ${regionName}, the company has ${range} employees.`,
    `Our work centres on ${keywords[0]}, ${keywords[1]} and ${keywords[2]}.`,
  ].join(' ');
  const company: DirectoryCompany = {
    company_id: `c-${String(index + 1).padStart(5, '0')}`,
    company_name: name,
    company_url: `https://${domain}`,
    domain,
    linkedin_url: `${LINKEDIN}/company/${slug}`,
    city,
    state: region.state,
    country: region.country,
    street: `${rng.int(1, 9999)} ${rng.pick(STREET_NAMES)}`,
    postcode: postcode(rng, region.country, postcodePrefix),
    linkedin_followers: rng.int(fewest, most),
    employee_count_min: min,
    employee_count_max: max,
    employee_count_range: range,
    industry_linkedin: industry.name,
    industry_naics: industry.naics,
    predicted_industry_naics_2022: industry.naics2022,
    about_us: aboutUs,
    sponsors_h1b: rng.chance(h1b),
    sponsors_j1: rng.chance(industry.exchangeVisitors ? 0.4 : 0.06),
  };
  return { company, industry, region, sizeIndex, place: `${city}, ${regionName}` };
}

function uniqueName(rng: Prng, industry: Industry, taken: Set<string>): string {
  for (let attempt = 0; ; attempt += 1) {
    const brand = `${rng.pick(NAME_HEADS)}${rng.pick(NAME_TAILS)}`;
    const base = `${brand} ${rng.pick(industry.nouns)}`;
    const name = attempt < 10 ? base : `${base} ${rng.pick(['Group', 'Collective', 'Company', 'Holdings'])}`;
    const key = slugify(name);
    if (!taken.has(key)) {
      taken.add(key);
      return name;
    }
  }
}

function postcode(rng: Prng, country: string, prefix: string): string {
  const digits = (count: number) => String(rng.int(0, 10 ** count - 1)).padStart(count, '0');
  const letter = () => String.fromCharCode(65 + rng.int(0, 25));
  switch (country) {
    case 'Canada':
      return `${prefix} ${rng.int(0, 9)}${letter()}${rng.int(0, 9)}`;
    case 'United Kingdom':
      return `${prefix} ${rng.int(1, 9)}${letter()}${letter()}`;
    case 'India':
      return `${prefix}${digits(3)}`;
    default:
      return `${prefix}${digits(2)}`;
  }
}

function familyOf(rng: Prng, industry: Industry): JobFamily {
  // Earlier families in an industry's list are its main kinds of work.
  const keys = industry.families;
  return JOB_FAMILIES[rng.weighted(keys, (key) => keys.length - keys.indexOf(key) + 1)];
}

interface Role {
  title: string;
  seniority: Seniority | null;
  department: Department | null;
  family: JobFamily;
}

const MANAGING_FAMILIES = new Set(['engineering', 'data', 'product', 'design']);

function managerRole(rng: Prng, family: JobFamily): Role {
  return {
    title: rng.pick(family.managers),
    seniority: 'senior',
    department: MANAGING_FAMILIES.has(family.key) ? 'management' : family.department,
    family,
  };
}

function recruiterRole(rng: Prng): Role {
  const family = JOB_FAMILIES.people;
  const roll = rng.next();
  if (roll < 0.55)
    return { title: rng.pick(RECRUITER_TITLES), seniority: 'junior', department: 'hr', family };
  if (roll < 0.85)
    return {
      title: `Senior ${rng.pick(RECRUITER_TITLES.slice(0, 3))}`,
      seniority: 'senior',
      department: 'hr',
      family,
    };
  return managerRole(rng, family);
}

function personRole(rng: Prng, family: JobFamily): Role {
  const roll = rng.next();
  if (roll < 0.5)
    return {
      title: `${rng.pick(JUNIOR_PREFIXES)}${rng.pick(family.roles)}`,
      seniority: 'junior',
      department: family.department,
      family,
    };
  if (roll < 0.75)
    return {
      title: `${rng.pick(SENIOR_PREFIXES)}${rng.pick(family.roles)}`,
      seniority: 'senior',
      department: family.department,
      family,
    };
  if (roll < 0.88) return managerRole(rng, family);
  if (roll < 0.95)
    return { title: rng.pick(family.executives), seniority: 'executive', department: 'executive', family };
  return { title: rng.pick(family.roles), seniority: null, department: family.department, family };
}

function emailLocal(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}

const VERIFICATION = [
  { status: 'valid', weight: 70 },
  { status: 'accept_all', weight: 15 },
  { status: 'unknown', weight: 10 },
  { status: null, weight: 5 },
] as const;
const DEGREES = ['B.S.', 'B.A.', 'M.S.', 'MBA', 'M.A.', 'Ph.D.'] as const;
const PAGES = ['team', 'about', 'contact', 'press', 'blog', 'leadership'] as const;
const UNIVERSITY_STATES = US_REGIONS.filter((region) => region.state !== 'District of Columbia');

/** The 365 days before `now` as ISO dates, index 0 being the day before. */
function daysBefore(now: Date): string[] {
  return Array.from({ length: 365 }, (_, i) =>
    new Date(now.getTime() - (i + 1) * 86_400_000).toISOString().slice(0, 10),
  );
}

function verification(rng: Prng, days: readonly string[]): { status: string | null; date: string | null } {
  const { status } = rng.weighted(VERIFICATION, (entry) => entry.weight);
  if (status === null) return { status: null, date: null };
  return { status, date: days[rng.int(0, days.length - 1)] };
}

/** first.last mostly, then f.last, firstlast and first; surer patterns get higher confidence. */
function emailPattern(
  rng: Prng,
  first: string,
  last: string,
): { local: string; confidence: [number, number] } {
  const roll = rng.next();
  if (roll < 0.7) return { local: `${first}.${last}`, confidence: [85, 99] };
  if (roll < 0.9) return { local: `${first[0]}.${last}`, confidence: [70, 95] };
  if (roll < 0.96) return { local: `${first}${last}`, confidence: [60, 90] };
  return { local: first, confidence: [50, 85] };
}

function generatePeople(
  rng: Prng,
  context: CompanyContext,
  days: readonly string[],
  before: number,
): DemoPerson[] {
  const { company, industry, sizeIndex, place } = context;
  const count = Math.max(3, PEOPLE_PER_RANGE[sizeIndex] + rng.int(-2, 2));
  const roles: Role[] = [];
  const main = JOB_FAMILIES[industry.families[0]];
  roles.push(
    rng.chance(0.6)
      ? { title: rng.pick(FOUNDER_TITLES), seniority: 'executive', department: 'executive', family: main }
      : { title: rng.pick(main.executives), seniority: 'executive', department: 'executive', family: main },
  );
  // Recruiters and hiring managers are who a job seeker writes to; nearly every company has both.
  if (rng.chance(0.94)) roles.push(recruiterRole(rng));
  if (rng.chance(0.94)) roles.push(managerRole(rng, JOB_FAMILIES[rng.pick(industry.families.slice(0, 2))]));
  const generic = rng.chance(0.6) ? rng.pick(GENERIC_MAILBOXES) : null;
  while (roles.length < count - (generic ? 1 : 0)) roles.push(personRole(rng, familyOf(rng, industry)));

  const used = new Set<string>();
  const people: DemoPerson[] = roles.map((role, i) => {
    const sequence = before + i + 1;
    let first: string = rng.pick(FIRST_NAMES);
    let last: string = rng.pick(LAST_NAMES);
    for (let attempt = 0; used.has(`${first} ${last}`) && attempt < 10; attempt += 1) {
      first = rng.pick(FIRST_NAMES);
      last = rng.pick(LAST_NAMES);
    }
    const pattern = emailPattern(rng, emailLocal(first), emailLocal(last));
    let local = pattern.local;
    for (let n = 2; used.has(local); n += 1) local = `${pattern.local}${n}`;
    used.add(local);
    used.add(`${first} ${last}`);
    const hasEmail = !rng.chance(0.04);
    const checked = hasEmail ? verification(rng, days) : { status: null, date: null };
    const skills = rng.sample(role.family.skills, 5);
    const experience =
      role.seniority === 'junior'
        ? rng.int(1, 4)
        : role.seniority === 'executive'
          ? rng.int(12, 25)
          : rng.int(5, 14);
    const university = rng.chance(0.5)
      ? `University of ${rng.pick(UNIVERSITY_STATES).state}`
      : `${rng.pick(UNIVERSITY_STATES).state} State University`;
    return {
      person_id: `p-${String(sequence).padStart(6, '0')}`,
      company_id: company.company_id,
      first_name: first,
      last_name: last,
      email: hasEmail ? `${local}@${company.domain}` : null,
      job_title: role.title,
      position: role.title,
      seniority: role.seniority,
      department: role.department,
      linkedin_url: rng.chance(0.9) ? `${LINKEDIN}/in/${slugify(`${first} ${last}`)}-${sequence}` : null,
      twitter: null,
      phone:
        context.region.country === 'United States' && rng.chance(0.25)
          ? `+1 ${rng.int(201, 989)} 555 01${String(rng.int(0, 99)).padStart(2, '0')}`
          : null,
      company_name: company.company_name,
      company_url: company.company_url,
      location: rng.chance(0.12) ? 'Remote' : place,
      email_type: hasEmail ? 'personal' : 'unknown',
      confidence: hasEmail ? rng.int(pattern.confidence[0], pattern.confidence[1]) : 0,
      verification_status: checked.status,
      verification_date: checked.date,
      sources: hasEmail
        ? rng.sample(PAGES, rng.int(1, 3)).map((page) => `https://${company.domain}/${page}`)
        : [],
      profile_text: [
        `${role.title} at ${company.company_name}.`,
        `${role.family.team} professional with ${experience} years of experience in ${rng.pick(industry.keywords)}.`,
        `Skills: ${skills.join(', ')}.`,
        `Education: ${rng.pick(DEGREES)} in ${rng.pick(role.family.degrees)}, ${university}.`,
      ].join(' '),
    };
  });

  if (generic) {
    const sequence = before + people.length + 1;
    const checked = verification(rng, days);
    const hiring = generic.local !== 'hello';
    people.push({
      person_id: `p-${String(sequence).padStart(6, '0')}`,
      company_id: company.company_id,
      first_name: generic.first,
      last_name: generic.last,
      email: `${generic.local}@${company.domain}`,
      job_title: generic.title,
      position: generic.title,
      seniority: null,
      department: hiring ? 'hr' : null,
      linkedin_url: null,
      twitter: null,
      phone: null,
      company_name: company.company_name,
      company_url: company.company_url,
      location: place,
      email_type: 'generic',
      confidence: rng.int(60, 92),
      verification_status: checked.status,
      verification_date: checked.date,
      sources: [`https://${company.domain}/${hiring ? 'careers' : 'contact'}`],
      profile_text: `${generic.title} at ${company.company_name}. Shared inbox for ${hiring ? 'hiring and recruiting' : 'general'} questions about ${industry.name.toLowerCase()}.`,
    });
  }
  return people;
}

function jobTitle(rng: Prng, family: JobFamily, seniority: Seniority): string {
  switch (seniority) {
    case 'junior':
      return `${rng.pick(JUNIOR_PREFIXES)}${rng.pick(family.roles)}`;
    case 'senior':
      return rng.chance(0.2)
        ? rng.pick(family.managers)
        : `${rng.pick(SENIOR_PREFIXES)}${rng.pick(family.roles)}`;
    case 'executive':
      return rng.pick(family.executives);
    default: {
      const _never: never = seniority;
      throw new Error(`unknown seniority ${String(_never)}`);
    }
  }
}

function generateJobs(rng: Prng, context: CompanyContext, now: Date, before: number): DemoJob[] {
  const { company, industry, sizeIndex, place } = context;
  const count = JOBS_PER_RANGE[sizeIndex] + rng.int(0, 2);
  const titles = new Set<string>();
  const jobs: DemoJob[] = [];
  for (let i = 0; i < count; i += 1) {
    const family = familyOf(rng, industry);
    const seniority = rng.weighted(['junior', 'senior', 'executive'] as const, (level) =>
      level === 'junior' ? 45 : level === 'senior' ? 42 : 13,
    );
    let title = jobTitle(rng, family, seniority);
    for (let attempt = 0; titles.has(title) && attempt < 5; attempt += 1)
      title = jobTitle(rng, family, seniority);
    titles.add(title);
    const sequence = before + jobs.length + 1;
    const remote = rng.chance(0.18);
    const skills = rng.sample(family.skills, 6);
    const [firstDuty, secondDuty] = rng.sample(family.duties, 2);
    const years =
      seniority === 'junior' ? rng.int(0, 2) : seniority === 'senior' ? rng.int(5, 8) : rng.int(10, 15);
    jobs.push({
      job_id: `demo:${String(sequence).padStart(6, '0')}`,
      company_id: company.company_id,
      company_name: company.company_name,
      job_title: title,
      job_link: `https://jobs.${company.domain}/${sequence}`,
      company_url: company.company_url,
      location: remote ? 'Remote' : place,
      seniority,
      department: family.department,
      description: [
        `${company.company_name} is hiring a ${title} to join the ${family.team} team${remote ? ', fully remote' : ` in ${place}`}.`,
        `We work in ${industry.name.toLowerCase()}: ${rng.pick(industry.offers)} for ${rng.pick(industry.customers)}.`,
        `In this role you will ${firstDuty} and ${secondDuty}.`,
        `Requirements: ${years > 0 ? `${years}+ years of experience` : 'a strong foundation'} with ${skills.slice(0, 3).join(', ')}.`,
        `Nice to have: ${skills.slice(3).join(', ')}.`,
        company.sponsors_h1b ? 'We sponsor H-1B visas.' : '',
      ]
        .filter(Boolean)
        .join(' '),
      posted_at: new Date(now.getTime() - rng.int(0, JOB_WINDOW_MINUTES - 1) * 60_000).toISOString(),
      source: 'demo',
    });
  }
  return jobs;
}
