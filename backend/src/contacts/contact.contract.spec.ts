import { bulkAddBody, contactSearchFields, MAX_MATCHES_DEPTH } from './contact.contract';

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
    const result = bulkAddBody.safeParse([
      { email: 'a@acme.example', where_met: 'Contact Search' },
      { email: 'b@acme.example', where_met: ' contact search ', matches: nested(20) },
    ]);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['contacts.1.matches']);
  });
});
