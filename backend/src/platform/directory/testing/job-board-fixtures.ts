/**
 * Board answers in the shape the real APIs send (fields this product ignores included), dated relative to
 * `now` so date_posted filters can be tested. Companies and people are invented; links use .example.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
/** Greenhouse sends local-offset timestamps such as 2024-05-02T10:15:00-04:00. */
const greenhouseTime = (date: Date) =>
  new Date(date.getTime() - 4 * HOUR).toISOString().replace(/\.\d{3}Z$/, '-04:00');

const escapeHtml = (html: string) =>
  html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function greenhouseJob(fields: {
  id: number;
  title: string;
  location: string;
  department: string;
  html: string;
  updated: Date;
  published: Date | null;
}) {
  return {
    absolute_url: `https://boards.greenhouse.example/acme/jobs/${fields.id}`,
    data_compliance: [
      {
        type: 'gdpr',
        requires_consent: false,
        requires_processing_consent: false,
        requires_retention_consent: false,
        retention_period: null,
      },
    ],
    internal_job_id: fields.id - 1_000_000,
    location: { name: fields.location },
    metadata: null,
    id: fields.id,
    updated_at: greenhouseTime(fields.updated),
    requisition_id: `REQ-${fields.id}`,
    title: fields.title,
    company_name: 'Acme Payments',
    ...(fields.published ? { first_published: greenhouseTime(fields.published) } : {}),
    content: escapeHtml(fields.html),
    departments: [{ id: 4001, name: fields.department, child_ids: [], parent_id: null }],
    offices: [{ id: 5001, name: fields.location, location: fields.location, child_ids: [], parent_id: null }],
  };
}

/** GET /v1/boards/acme/jobs?content=true */
export function greenhouseBoardFixture(now: Date) {
  const jobs = [
    greenhouseJob({
      id: 4012345,
      title: 'Senior Software Engineer, Payments',
      location: 'San Francisco, CA',
      department: 'Engineering',
      html:
        '<h2>About the role</h2><p>Build the ledger in TypeScript &amp; PostgreSQL.</p>' +
        '<ul><li>Design APIs</li><li>Own on-call</li></ul><p>R&amp;D&nbsp;team</p><script>track()</script>',
      updated: ago(now, 1 * HOUR),
      published: ago(now, 2 * HOUR),
    }),
    greenhouseJob({
      id: 4012346,
      title: 'Data Analyst Intern',
      location: 'New York, NY',
      department: 'Data',
      html: '<p>Learn SQL and dashboards.</p>',
      updated: ago(now, 2 * DAY),
      published: null,
    }),
    greenhouseJob({
      id: 4012347,
      title: 'Director of Engineering',
      location: 'Remote - US',
      department: 'Engineering',
      html: '<p>Lead four teams.</p>',
      updated: ago(now, 1 * DAY),
      published: ago(now, 10 * DAY),
    }),
    greenhouseJob({
      id: 4012348,
      title: 'Account Executive',
      location: 'London, United Kingdom',
      department: 'Sales',
      html: '<p>Sell to banks.</p>',
      updated: ago(now, 40 * DAY),
      published: ago(now, 45 * DAY),
    }),
  ];
  return { jobs, meta: { total: jobs.length } };
}

/**
 * A Greenhouse board the size of a large employer's (GET /v1/boards/{token}/jobs?content=true): `count` postings
 * with a description of a few kB each, one in ten titled "Senior Data Engineer", one a day back from `now`.
 */
export function largeGreenhouseBoardFixture(now: Date, count: number) {
  const paragraph =
    '<p>You will design &amp; run data pipelines in <strong>Python</strong>, SQL and Spark, ' +
    'review code, mentor engineers and work with product, finance and sales teams.</p>';
  const jobs = Array.from({ length: count }, (_, i) =>
    greenhouseJob({
      id: 5_000_000 + i,
      title: i % 10 === 0 ? 'Senior Data Engineer' : `Account Manager ${i}`,
      location: i % 2 === 0 ? 'Remote - US' : 'Chicago, IL',
      department: i % 10 === 0 ? 'Data' : 'Sales',
      html: `<h2>About the role</h2>${paragraph.repeat(12)}<ul><li>Benefits</li><li>Equity</li></ul>`,
      updated: ago(now, (i % 60) * DAY),
      published: ago(now, (i % 60) * DAY + HOUR),
    }),
  );
  return { jobs, meta: { total: jobs.length } };
}

function leverPosting(fields: {
  id: string;
  text: string;
  created: Date;
  categories: Record<string, unknown>;
  descriptionPlain?: string;
  description: string;
  lists: { text: string; content: string }[];
  additionalPlain?: string;
}) {
  return {
    additionalPlain: fields.additionalPlain ?? '',
    additional: fields.additionalPlain ? `<div>${fields.additionalPlain}</div>` : '',
    categories: fields.categories,
    createdAt: fields.created.getTime(),
    descriptionPlain: fields.descriptionPlain ?? '',
    description: fields.description,
    id: fields.id,
    lists: fields.lists,
    text: fields.text,
    country: 'US',
    workplaceType: 'hybrid',
    opening: '',
    openingPlain: '',
    descriptionBody: fields.description,
    descriptionBodyPlain: fields.descriptionPlain ?? '',
    hostedUrl: `https://jobs.lever.example/northwind/${fields.id}`,
    applyUrl: `https://jobs.lever.example/northwind/${fields.id}/apply`,
  };
}

/** GET /v0/postings/northwind?mode=json */
export function leverPostingsFixture(now: Date) {
  return [
    leverPosting({
      id: '5ac21346-8e0c-4494-8e7a-3eb92ff77902',
      text: 'Staff Product Designer',
      created: ago(now, 1 * DAY),
      categories: {
        commitment: 'Full-time',
        department: 'Product',
        location: 'Austin, TX',
        team: 'Design',
        allLocations: ['Austin, TX', 'Remote'],
      },
      descriptionPlain: 'Shape how small businesses get paid.',
      description: '<div>Shape how small businesses get paid.</div>',
      lists: [{ text: "What you'll do", content: '<li>Lead design reviews</li><li>Ship &amp; iterate</li>' }],
      additionalPlain: 'We sponsor visas.',
    }),
    leverPosting({
      id: '6bd32457-9f1d-45a5-9f8b-4fca3aa88a13',
      text: 'Junior Support Engineer',
      created: ago(now, 5 * DAY),
      categories: { commitment: 'Full-time', location: 'Denver, CO', team: 'Support' },
      description: '<div><b>Help</b> customers&nbsp;debug integrations.</div>',
      lists: [],
    }),
    leverPosting({
      id: '7ce43568-a02e-46b6-a09c-50db4bb99b24',
      text: 'Head of Marketing',
      created: ago(now, 20 * DAY),
      categories: { commitment: 'Full-time', location: 'Chicago, IL', team: 'Marketing' },
      descriptionPlain: 'Own the brand.',
      description: '<div>Own the brand.</div>',
      lists: [],
    }),
  ];
}

function ashbyJob(fields: {
  id: string;
  title: string;
  published: Date;
  location: string;
  secondary?: string[];
  department: string;
  team: string;
  descriptionPlain: string;
  descriptionHtml: string;
  isListed: boolean;
}) {
  return {
    id: fields.id,
    title: fields.title,
    department: fields.department,
    team: fields.team,
    employmentType: 'FullTime',
    location: fields.location,
    secondaryLocations: (fields.secondary ?? []).map((location) => ({
      location,
      address: { postalAddress: { addressLocality: location, addressCountry: 'United States' } },
    })),
    shouldDisplayCompensationOnJobPostings: false,
    address: { postalAddress: { addressLocality: fields.location, addressCountry: 'United States' } },
    isRemote: fields.location === 'Remote',
    workplaceType: fields.location === 'Remote' ? 'Remote' : 'OnSite',
    publishedAt: fields.published.toISOString().replace('Z', '+00:00'),
    isListed: fields.isListed,
    jobUrl: `https://jobs.ashby.example/globex/${fields.id}`,
    applyUrl: `https://jobs.ashby.example/globex/${fields.id}/application`,
    descriptionHtml: fields.descriptionHtml,
    descriptionPlain: fields.descriptionPlain,
  };
}

/** GET /posting-api/job-board/globex?includeCompensation=false */
export function ashbyBoardFixture(now: Date) {
  return {
    apiVersion: '1',
    jobs: [
      ashbyJob({
        id: '0f2c1d3e-1111-4a5b-8c9d-000000000001',
        title: 'Machine Learning Engineer',
        published: ago(now, 3 * HOUR),
        location: 'Remote',
        secondary: ['New York, NY'],
        department: 'Engineering',
        team: 'ML Platform',
        descriptionPlain: 'Train ranking models in Python.',
        descriptionHtml: '<p>Train ranking models in Python.</p>',
        isListed: true,
      }),
      ashbyJob({
        id: '0f2c1d3e-1111-4a5b-8c9d-000000000002',
        title: 'Associate Product Manager',
        published: ago(now, 6 * DAY),
        location: 'Seattle, WA',
        department: '',
        team: 'Growth',
        descriptionPlain: '',
        descriptionHtml: '<p>Run experiments &amp; write specs.</p>',
        isListed: true,
      }),
      ashbyJob({
        id: '0f2c1d3e-1111-4a5b-8c9d-000000000003',
        title: 'Stealth Project Lead',
        published: ago(now, 1 * DAY),
        location: 'Seattle, WA',
        department: 'Engineering',
        team: 'Stealth',
        descriptionPlain: 'Not advertised.',
        descriptionHtml: '<p>Not advertised.</p>',
        isListed: false,
      }),
      ashbyJob({
        id: '0f2c1d3e-1111-4a5b-8c9d-000000000004',
        title: 'VP of Sales',
        published: ago(now, 29 * DAY),
        location: 'New York, NY',
        department: 'Sales',
        team: 'Sales',
        descriptionPlain: 'Build the sales team.',
        descriptionHtml: '<p>Build the sales team.</p>',
        isListed: true,
      }),
    ],
  };
}
