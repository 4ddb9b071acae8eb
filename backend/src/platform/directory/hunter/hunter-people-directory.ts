import { z } from 'zod';
import {
  DEPARTMENTS,
  DirectoryUnavailable,
  SENIORITIES,
  type DirectoryPerson,
  type PeopleDirectory,
  type PeoplePage,
  type PeopleQuery,
} from '../directory.port';
import { apiRoot, getJson, megabytes, seconds, type ProviderHttpOptions } from '../provider-http';

/** Hunter answers at most this many addresses per domain search call. */
export const HUNTER_PAGE_LIMIT = 100;
/** A page of 100 addresses with their sources is well under 1 MB; more is not a domain search answer. */
export const HUNTER_MAX_BYTES = 5_000_000;

const hunterAnswer = z.object({
  data: z.object({
    domain: z.string().nullish(),
    organization: z.string().nullish(),
    emails: z.array(
      z.object({
        value: z.string().nullish(),
        type: z.string().nullish(),
        confidence: z.number().nullish(),
        first_name: z.string().nullish(),
        last_name: z.string().nullish(),
        position: z.string().nullish(),
        seniority: z.string().nullish(),
        department: z.string().nullish(),
        linkedin: z.string().nullish(),
        twitter: z.string().nullish(),
        phone_number: z.string().nullish(),
        verification: z.object({ date: z.string().nullish(), status: z.string().nullish() }).nullish(),
        sources: z.array(z.object({ uri: z.string().nullish() })).nullish(),
      }),
    ),
  }),
  meta: z.object({ results: z.number().nullish() }).nullish(),
});
type HunterEmail = z.infer<typeof hunterAnswer>['data']['emails'][number];

const EMAIL_TYPES = ['personal', 'generic'];

/**
 * PEOPLE_DIRECTORY over a Hunter-style domain search (GET {root}/domain-search). The API key travels in the
 * query string, as Hunter documents it, so no URL or response of this adapter is ever logged or put in an error.
 */
export class HunterPeopleDirectory implements PeopleDirectory {
  constructor(private readonly options: ProviderHttpOptions & { apiKey: string }) {}

  describe(): { provider: 'hunter' } {
    return { provider: 'hunter' };
  }

  async findPeople(query: PeopleQuery): Promise<PeoplePage> {
    const domain = query.domain?.trim().toLowerCase();
    if (!domain)
      throw new DirectoryUnavailable('hunter', "The contact finder needs the company's web domain.");
    const url = new URL(`${apiRoot(this.options.baseUrl)}/domain-search`);
    url.searchParams.set('domain', domain);
    url.searchParams.set('api_key', this.options.apiKey);
    url.searchParams.set('limit', String(Math.min(HUNTER_PAGE_LIMIT, Math.max(1, query.limit))));
    url.searchParams.set('offset', String(Math.max(0, query.offset)));
    if (query.seniority) url.searchParams.set('seniority', query.seniority);
    if (query.department) url.searchParams.set('department', query.department);
    if (query.email_type && EMAIL_TYPES.includes(query.email_type))
      url.searchParams.set('type', query.email_type);

    const result = await getJson(url, {
      ...this.options,
      maxBytes: this.options.maxBytes ?? HUNTER_MAX_BYTES,
    });
    switch (result.kind) {
      case 'ok': {
        const parsed = hunterAnswer.safeParse(result.body);
        if (!parsed.success) throw unreadable();
        const { data, meta } = parsed.data;
        const company_url = data.domain ? `https://${data.domain}` : `https://${domain}`;
        return {
          people: data.emails.map((email) => toPerson(email, query.company_name, company_url)),
          total: meta?.results ?? data.emails.length,
        };
      }
      case 'not-json':
        throw unreadable();
      case 'status':
        throw statusError(result.status, domain);
      case 'timeout':
        throw new DirectoryUnavailable(
          'hunter',
          `The contact finder (Hunter) did not answer within ${seconds(this.options.timeoutMs)}.`,
        );
      case 'unreachable':
        throw new DirectoryUnavailable('hunter', 'The contact finder (Hunter) could not be reached.');
      case 'too-large':
        throw new DirectoryUnavailable(
          'hunter',
          `The contact finder (Hunter) sent an answer larger than ${megabytes(result.maxBytes)}; it was not read.`,
        );
      default: {
        const _never: never = result;
        throw new Error(`Unexpected provider result ${JSON.stringify(_never)}`);
      }
    }
  }
}

function unreadable(): DirectoryUnavailable {
  return new DirectoryUnavailable(
    'hunter',
    'The contact finder (Hunter) sent an answer that could not be read.',
  );
}

function statusError(status: number, domain: string): DirectoryUnavailable {
  switch (status) {
    case 401:
      return new DirectoryUnavailable('hunter', 'The contact finder refused the API key.');
    case 429:
      return new DirectoryUnavailable('hunter', "The contact finder's quota is used up; try again later.");
    case 403:
      // Hunter's per-second and per-minute rate limit, as opposed to the monthly quota (429).
      return new DirectoryUnavailable(
        'hunter',
        'The contact finder is receiving too many requests; try again in a minute.',
      );
    case 400:
    case 422:
      return new DirectoryUnavailable(
        'hunter',
        `The contact finder (Hunter) could not search the domain ${domain}.`,
      );
    default:
      return new DirectoryUnavailable(
        'hunter',
        `The contact finder (Hunter) failed (HTTP ${status}); try again later.`,
      );
  }
}

function toPerson(email: HunterEmail, company_name: string, company_url: string): DirectoryPerson {
  const position = email.position?.trim() ?? '';
  const seniority = oneOf(SENIORITIES, email.seniority);
  const department = oneOf(DEPARTMENTS, email.department);
  return {
    first_name: email.first_name?.trim() ?? '',
    last_name: email.last_name?.trim() ?? '',
    email: email.value?.trim() || null,
    job_title: position,
    position,
    seniority,
    department,
    linkedin_url: linkedinUrl(email.linkedin),
    twitter: email.twitter?.trim() || null,
    phone: email.phone_number?.trim() || null,
    company_name,
    company_url,
    location: null,
    email_type: email.type?.trim() || 'unknown',
    confidence: Math.max(0, Math.min(100, Math.round(email.confidence ?? 0))),
    verification_status: email.verification?.status ?? null,
    verification_date: email.verification?.date ?? null,
    sources: (email.sources ?? []).flatMap((source) => (source.uri ? [source.uri] : [])),
    profile_text: [position, department, seniority].filter(Boolean).join(' · '),
  };
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null | undefined): T | null {
  const normalised = value?.trim().toLowerCase();
  return allowed.find((candidate) => candidate === normalised) ?? null;
}

/** Hunter gives a profile URL or only the handle; the handle becomes a linkedin.com/in/ URL. */
function linkedinUrl(value: string | null | undefined): string | null {
  const handle = value?.trim();
  if (!handle) return null;
  if (/^https?:\/\//i.test(handle)) return handle;
  if (/^(www\.)?linkedin\.com\//i.test(handle)) return `https://${handle.replace(/^(?!www\.)/i, 'www.')}`;
  return `https://www.linkedin.com/in/${handle.replace(/^\/+|\/+$/g, '')}`;
}
