/** The public demo's constants (spec §9 Demo), its entities (spec §3 Demo company, Demo step) and pure helpers. */

export const DEMO = {
  /** The search asks for 10 results at offset 0 and shows at most 10. */
  resultLimit: 10,
  cooldownMs: 5000,
  progressCap: 92,
  progressOnAnswer: 78,
  progressResetMs: 650,
  progressTickMs: 200,
  /** How long the bar holds the answer's value before it reaches 100 %, so the jump to 78 % can be seen. */
  settleMs: 250,
  pauseMinMs: 800,
  pauseMaxMs: 1200,
  mockContactsMs: 5000,
  mockContactCount: 3,
  roles: { min: 4, max: 11 },
  contacts: { min: 18, max: 40 },
} as const;

export const COOLDOWN_MESSAGE = 'Please wait before searching again.';
export const EMPTY_INDUSTRY_MESSAGE = 'Enter an industry to search.';

export interface DemoCompany {
  name: string;
  url: string | null;
  description: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

export type DemoStepId = 'research' | 'roles' | 'contacts' | 'drafting';
export type DemoStepStatus = 'pending' | 'in-progress' | 'completed';

export interface DemoStep {
  id: DemoStepId;
  title: string;
  description: string;
  status: DemoStepStatus;
  subtasks: readonly string[];
  /** Index of the sub-message shown while in progress. */
  subtask: number;
  count: number | null;
  countLabel: string | null;
}

interface StepDefinition {
  id: DemoStepId;
  title: string;
  description: string;
  subtasks: readonly [string, string, string, string];
  countLabel: string | null;
}

export const STEP_DEFINITIONS: readonly StepDefinition[] = [
  {
    id: 'research',
    title: 'Researching company',
    description: 'What the company does and where it works',
    subtasks: [
      'Reading the company profile',
      'Summarising what the company does',
      'Noting where it is based',
      'Picking talking points for your e-mail',
    ],
    countLabel: null,
  },
  {
    id: 'roles',
    title: 'Finding roles',
    description: 'Jobs that match your profile',
    subtasks: [
      'Searching open job listings',
      'Matching job titles to your profile',
      'Scoring roles by similarity',
      'Shortlisting the closest matches',
    ],
    countLabel: 'roles found',
  },
  {
    id: 'contacts',
    title: 'Finding contacts',
    description: 'Hiring managers and recruiters',
    subtasks: [
      'Looking for hiring managers',
      'Looking for recruiters',
      'Checking e-mail addresses',
      'Ranking contacts by relevance',
    ],
    countLabel: 'contacts found',
  },
  {
    id: 'drafting',
    title: 'Drafting email',
    description: 'A personal connection request',
    subtasks: [
      'Reading your profile',
      'Choosing a connection request',
      'Writing a personal opening',
      'Polishing the draft',
    ],
    countLabel: null,
  },
];

export function pendingSteps(): DemoStep[] {
  return STEP_DEFINITIONS.map((step) => ({ ...step, status: 'pending', subtask: 0, count: null }));
}

/** Shown when the search fails: made-up companies, so the demo can still be tried. */
export const SAMPLE_COMPANIES: readonly DemoCompany[] = [
  {
    name: 'Northwind Health',
    url: 'https://northwind-health.example',
    description: 'Sample company: a clinic network building patient scheduling software.',
    city: 'Boston',
    state: 'MA',
    country: 'United States',
  },
  {
    name: 'Brightpath Analytics',
    url: 'https://brightpath-analytics.example',
    description: 'Sample company: dashboards and forecasting for retail chains.',
    city: 'Austin',
    state: 'TX',
    country: 'United States',
  },
  {
    name: 'Harbor Robotics',
    url: 'https://harbor-robotics.example',
    description: 'Sample company: warehouse robots for mid-sized logistics firms.',
    city: 'Seattle',
    state: 'WA',
    country: 'United States',
  },
  {
    name: 'Greenleaf Energy',
    url: 'https://greenleaf-energy.example',
    description: 'Sample company: rooftop solar installation and maintenance.',
    city: 'Denver',
    state: 'CO',
    country: 'United States',
  },
  {
    name: 'Lumen Learning Labs',
    url: 'https://lumen-learning-labs.example',
    description: 'Sample company: online courses for early-career engineers.',
    city: 'Chicago',
    state: 'IL',
    country: 'United States',
  },
];

type Raw = Record<string, unknown>;

function text(raw: Raw, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/**
 * The companies of a search answer, at most DEMO.resultLimit: the answer is `{ companies: [...] }` or the list
 * itself, and each company spells its fields in snake_case or in title case (spec §3 Demo company).
 */
export function companiesFrom(answer: unknown): DemoCompany[] {
  const list = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object' && Array.isArray((answer as Raw).companies)
      ? ((answer as Raw).companies as unknown[])
      : [];
  const companies: DemoCompany[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const raw = item as Raw;
    const name = text(raw, 'company_name', 'Company Name');
    if (!name) continue;
    companies.push({
      name,
      url: text(raw, 'company_url', 'Company URL'),
      description: text(raw, 'description', 'Description', 'about_us'),
      city: text(raw, 'city', 'City'),
      state: text(raw, 'state', 'State'),
      country: text(raw, 'country', 'Country'),
    });
    if (companies.length === DEMO.resultLimit) break;
  }
  return companies;
}

/** Index `from + delta` in a list of `length` that wraps around at both ends. */
export function wrapIndex(from: number, delta: number, length: number): number {
  if (length === 0) return 0;
  return (((from + delta) % length) + length) % length;
}

/** The left, centre and right cards around the centre index; fewer when the list is shorter than three. */
export function visibleCards(length: number, centre: number): { left: number | null; right: number | null } {
  if (length <= 1) return { left: null, right: null };
  if (length === 2) return { left: null, right: wrapIndex(centre, 1, length) };
  return { left: wrapIndex(centre, -1, length), right: wrapIndex(centre, 1, length) };
}

/** A whole number in [min, max] from a random source in [0, 1). */
export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export interface MockContact {
  name: string;
  title: string;
  email: string;
  draft: string;
}

const MOCK_PEOPLE = [
  { first: 'Alex', last: 'Morgan', title: 'Hiring Manager' },
  { first: 'Priya', last: 'Shah', title: 'Technical Recruiter' },
  { first: 'Sam', last: 'Carter', title: 'Head of Talent' },
] as const;

/** The company's name as a made-up domain under .example, which no real mailbox can have. */
export function mockDomain(company: DemoCompany): string {
  const slug = company.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'company'}.example`;
}

/** Invented contacts with invented addresses: the demo never shows a real person. */
export function mockContacts(company: DemoCompany): MockContact[] {
  const domain = mockDomain(company);
  return MOCK_PEOPLE.slice(0, DEMO.mockContactCount).map(({ first, last, title }) => ({
    name: `${first} ${last}`,
    title,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@${domain}`,
    draft: `Hi ${first}, I have been following ${company.name} and would love to hear how your team works…`,
  }));
}
