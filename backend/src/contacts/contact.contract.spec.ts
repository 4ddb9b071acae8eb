import { BULK_ADD_BODY_LIMIT_BYTES } from '../platform/http/body-limits';
import {
  bulkAddBody,
  contactSearchFields,
  createContactBody,
  MAX_BULK_CONTACTS,
  MAX_MATCHES_DEPTH,
  MAX_TAGS,
} from './contact.contract';

const problems = (item: Record<string, unknown>) => {
  const result = contactSearchFields.safeParse(item);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

/** `{ a: { a: … } }` nested `depth` objects deep. */
const nested = (depth: number): Record<string, unknown> => {
  const root: Record<string, unknown> = {};
  let current = root;
  for (let level = 1; level < depth; level++) {
    const child: Record<string, unknown> = {};
    current.a = child;
    current = child;
  }
  return root;
};

describe("a contact search's save payload", () => {
  it('takes what a search result carries, with defaults for what it leaves out', () => {
    expect(
      contactSearchFields.parse({
        similarity_score: 0.72,
        matches: { job_title: { score: 0.5, terms: ['engineer'] } },
        sources: [' https://acme.example/team '],
        verification_status: 'valid',
        verification_date: '2024-05-02',
        confidence: 91,
      }),
    ).toEqual({
      similarity_score: 0.72,
      matches: { job_title: { score: 0.5, terms: ['engineer'] } },
      sources: ['https://acme.example/team'],
      verification_status: 'valid',
      verification_date: '2024-05-02',
      email_type: 'unknown',
      confidence: 91,
      linkedin_data_fetched: false,
    });
  });

  it('takes an ISO date, or an ISO time with or without an offset, and refuses other dates', () => {
    for (const date of [
      '2024-02-29',
      '2026-01-05T10:00:00Z',
      '2026-01-05T10:00:00+02:00',
      '2026-01-05T10:00:00',
    ]) {
      expect(problems({ verification_date: date })).toEqual([]);
    }
    for (const date of ['2026-02-30', 'last week', '05/01/2026']) {
      expect(problems({ verification_date: date })).toEqual([
        'verification_date: verification_date must be an ISO date or null',
      ]);
    }
  });

  it('refuses sources that are not http(s) URIs or too many', () => {
    expect(problems({ sources: ['javascript:alert(1)'] })).toEqual([
      'sources.0: each source must be an http(s) URI',
    ]);
    expect(problems({ sources: 'https://acme.example' })).toEqual([
      'sources: sources must be a list of http(s) URIs',
    ]);
    expect(problems({ sources: Array.from({ length: 51 }, (_, i) => `https://acme.example/${i}`) })).toEqual([
      'sources: sources may hold at most 50 URIs',
    ]);
  });

  it('refuses matches nested deeper than the scorer ever nests them, without exhausting the stack', () => {
    expect(problems({ matches: nested(MAX_MATCHES_DEPTH) })).toEqual([]);
    expect(problems({ matches: nested(MAX_MATCHES_DEPTH + 1) })).toEqual([
      'matches: matches must not nest more than 8 levels deep',
    ]);
    expect(problems({ matches: nested(100_000) })).toEqual([
      'matches: matches must not nest more than 8 levels deep',
    ]);
  });

  it('names the item of a bulk-add whose search fields are wrong', () => {
    const person = { first_name: 'Ada', last_name: 'Lovelace', company: 'Acme' };
    const result = bulkAddBody.safeParse([
      { ...person, email: 'a@acme.example', where_met: 'Contact Search' },
      { ...person, email: 'b@acme.example', where_met: ' contact search ', matches: nested(20) },
    ]);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['contacts.1.matches']);
  });
});

const contactProblems = (item: Record<string, unknown>) => {
  const result = createContactBody.safeParse({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@acme.example',
    company: 'Acme',
    ...item,
  });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a contact’s links', () => {
  it('takes http(s) links, and one without a scheme as https', () => {
    const parsed = createContactBody.parse({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@acme.example',
      company: 'Acme',
      linkedin_url: ' www.linkedin.com/in/ada ',
      company_url: 'http://acme.example:8080/about',
    });
    expect(parsed.linkedin_url).toBe('https://www.linkedin.com/in/ada');
    expect(parsed.company_url).toBe('http://acme.example:8080/about');
    expect(contactProblems({ company_url: 'acme.example:8080' })).toEqual([]);
    expect(contactProblems({ linkedin_url: '', company_url: null })).toEqual([]);
  });

  it('refuses javascript:, data: and other schemes, naming the field', () => {
    expect(contactProblems({ linkedin_url: 'javascript:alert(1)' })).toEqual([
      'linkedin_url: linkedin_url must be an http:// or https:// URL',
    ]);
    expect(contactProblems({ company_url: 'data:text/html,<script>alert(1)</script>' })).toEqual([
      'company_url: company_url must be an http:// or https:// URL',
    ]);
    expect(
      contactProblems({ company_url: 'JavaScript:alert(1)', linkedin_url: 'ftp://files.example' }),
    ).toEqual([
      'linkedin_url: linkedin_url must be an http:// or https:// URL',
      'company_url: company_url must be an http:// or https:// URL',
    ]);
    expect(contactProblems({ company_url: 'https://user:secret@acme.example' })).toEqual([
      'company_url: company_url must be an http:// or https:// URL',
    ]);
  });

  it('refuses more tags than a contact keeps, as sent', () => {
    expect(contactProblems({ tags: Array.from({ length: MAX_TAGS + 1 }, () => '') })).toEqual([
      `tags: at most ${MAX_TAGS} tags`,
    ]);
  });
});

describe('a bulk-add list', () => {
  const person = (n: number) => ({
    first_name: `Ada ${n}`,
    last_name: 'Lovelace',
    email: `ada${n}@acme.example`,
    company: 'Acme',
  });

  it('names every bad item by its index and field, so the caller can fix them all at once', () => {
    const result = bulkAddBody.safeParse([
      person(0),
      { first_name: 'No', last_name: 'Mail', company: 'Acme' },
      'not a contact',
      { ...person(3), email: 'bad@', linkedin_url: 'javascript:alert(1)' },
    ]);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'contacts.1.email: Email is required',
      'contacts.2: each contact must be an object',
      'contacts.3.email: Invalid email address',
      'contacts.3.linkedin_url: linkedin_url must be an http:// or https:// URL',
    ]);
  });

  it('takes a list of good items, each with its checked fields', () => {
    const parsed = bulkAddBody.parse({
      contacts: [person(0), { ...person(1), where_met: 'Contact Search' }],
    });
    expect(parsed.contacts.map((item) => [item.contact.email, item.search?.email_type ?? null])).toEqual([
      ['ada0@acme.example', null],
      ['ada1@acme.example', 'unknown'],
    ]);
  });

  it(`refuses more than ${MAX_BULK_CONTACTS} contacts`, () => {
    const result = bulkAddBody.safeParse(Array.from({ length: MAX_BULK_CONTACTS + 1 }, (_, n) => person(n)));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      `contacts must hold at most ${MAX_BULK_CONTACTS} contacts`,
    ]);
  });

  it(`fits ${MAX_BULK_CONTACTS} contacts with every field at its limit in the body limit`, () => {
    const text = (length: number) => 'x'.repeat(length);
    const url = (length: number) => `https://${text(length - 8)}`;
    const maximal = (n: number) => ({
      first_name: text(200),
      last_name: text(200),
      email: `${String(n).padStart(4, '0')}${text(306)}@e.example`,
      company: text(200),
      job_title: text(500),
      location: text(500),
      where_met: text(500),
      phone: text(50),
      linkedin_url: url(2000),
      company_url: url(2000),
      position: text(500),
      seniority: text(500),
      department: text(500),
      twitter: text(500),
      tags: Array.from({ length: MAX_TAGS }, () => text(60)),
      connection_strength: 0.5,
    });
    const list = Array.from({ length: MAX_BULK_CONTACTS }, (_, n) => maximal(n));
    expect(bulkAddBody.safeParse(list).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(list))).toBeLessThanOrEqual(BULK_ADD_BODY_LIMIT_BYTES);
  });
});
