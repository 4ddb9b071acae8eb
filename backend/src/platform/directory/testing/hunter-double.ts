import { startHttpDouble, type DoubleAnswer, type RecordedRequest } from './http-double';

/** How the double answers domain searches until told otherwise. */
export type HunterBehaviour =
  /** Searches the fixture people of the asked domain, honouring type, seniority, department, offset and limit. */
  { kind: 'answer' } | { kind: 'status'; status: number } | { kind: 'slow'; delayMs: number };

/** Hunter's error bodies for the statuses the adapter tells apart. */
const ERRORS: Record<number, { id: string; details: string }> = {
  400: { id: 'wrong_params', details: 'You are missing the domain or company parameter' },
  401: { id: 'authentication_failed', details: 'No user found for the API key supplied' },
  403: { id: 'restricted_account', details: 'Too many requests per second' },
  429: { id: 'too_many_requests', details: 'You have reached your monthly quota for search requests' },
  500: { id: 'internal_error', details: 'Something went wrong on our side' },
};

export function hunterEmailsFixture(domain: string) {
  const source = (path: string) => ({
    domain,
    uri: `http://${domain}/${path}`,
    extracted_on: '2024-03-01',
    last_seen_on: '2024-05-01',
    still_on_page: true,
  });
  return [
    {
      value: `ada.lovelace@${domain}`,
      type: 'personal',
      confidence: 97,
      sources: [source('team'), source('blog/ledger')],
      first_name: 'Ada',
      last_name: 'Lovelace',
      position: 'Head of Engineering',
      position_raw: 'Head of Engineering',
      seniority: 'executive',
      department: 'it',
      linkedin: 'https://www.linkedin.com/in/ada-lovelace-example',
      twitter: 'ada_example',
      phone_number: '+1 415 555 0100',
      verification: { date: '2024-05-02', status: 'valid' },
    },
    {
      value: `grace.hopper@${domain}`,
      type: 'personal',
      confidence: 84,
      sources: [],
      first_name: 'Grace',
      last_name: 'Hopper',
      position: 'Senior Technical Recruiter',
      position_raw: 'Sr. Technical Recruiter',
      seniority: 'senior',
      department: 'hr',
      linkedin: 'grace-hopper-example',
      twitter: null,
      phone_number: null,
      verification: { date: null, status: null },
    },
    {
      value: `careers@${domain}`,
      type: 'generic',
      confidence: 61,
      sources: [source('careers')],
      first_name: null,
      last_name: null,
      position: null,
      position_raw: null,
      seniority: null,
      department: null,
      linkedin: null,
      twitter: null,
      phone_number: null,
      verification: { date: '2024-04-11', status: 'accept_all' },
    },
    {
      value: `alan.turing@${domain}`,
      type: 'personal',
      confidence: 72,
      sources: [source('about')],
      first_name: 'Alan',
      last_name: 'Turing',
      position: 'Software Engineer',
      position_raw: 'Software Engineer',
      seniority: 'Junior',
      department: 'engineering',
      linkedin: 'linkedin.com/in/alan-turing-example',
      twitter: null,
      phone_number: null,
      verification: null,
    },
  ];
}

/** A local server speaking Hunter's domain search (GET /v2/domain-search); people exist for `domains` only. */
export interface HunterDouble {
  /** The API root to configure as HUNTER_API_URL, e.g. http://127.0.0.1:1234/v2. */
  baseUrl: string;
  requests: RecordedRequest[];
  behave(behaviour: HunterBehaviour): void;
  close(): Promise<void>;
}

export async function startHunterDouble(options: {
  apiKey: string;
  domains: string[];
}): Promise<HunterDouble> {
  let behaviour: HunterBehaviour = { kind: 'answer' };
  const error = (status: number): DoubleAnswer => ({
    status,
    body: { errors: [{ ...(ERRORS[status] ?? { id: 'error', details: `Status ${status}` }), code: status }] },
  });
  const double = await startHttpDouble((request): DoubleAnswer => {
    if (request.path !== '/v2/domain-search') return error(404);
    if (behaviour.kind === 'status') return error(behaviour.status);
    if (request.query.api_key !== options.apiKey) return error(401);
    const domain = request.query.domain;
    if (!domain) return error(400);
    const { type, seniority, department } = request.query;
    const matching = (options.domains.includes(domain) ? hunterEmailsFixture(domain) : []).filter(
      (email) =>
        (!type || email.type === type) &&
        (!seniority || email.seniority?.toLowerCase() === seniority) &&
        (!department || email.department === department),
    );
    const limit = Number(request.query.limit ?? 10);
    const offset = Number(request.query.offset ?? 0);
    const body = {
      data: {
        domain,
        disposable: false,
        webmail: false,
        accept_all: false,
        pattern: '{first}.{last}',
        organization: 'Acme Payments',
        description: 'Payments for small businesses.',
        industry: 'Finance',
        emails: matching.slice(offset, offset + limit),
        linked_domains: [],
      },
      meta: {
        results: matching.length,
        limit,
        offset,
        params: {
          domain,
          company: null,
          type: type ?? null,
          seniority: seniority ?? null,
          department: department ?? null,
        },
      },
    };
    return { status: 200, body, delayMs: behaviour.kind === 'slow' ? behaviour.delayMs : undefined };
  });
  return {
    baseUrl: `${double.origin}/v2`,
    requests: double.requests,
    behave: (next) => {
      behaviour = next;
    },
    close: double.close,
  };
}
