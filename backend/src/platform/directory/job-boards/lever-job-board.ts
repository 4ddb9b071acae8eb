import { z } from 'zod';
import type { JobPosting } from '../directory.port';
import { apiRoot, type ProviderHttpOptions } from '../provider-http';
import { fetchBoard, type JobBoard } from './job-board';
import { inferSeniority, stripHtml } from './job-text';

const leverPostings = z.array(
  z.object({
    id: z.string(),
    text: z.string(),
    hostedUrl: z.string().nullish(),
    /** Milliseconds since the epoch. */
    createdAt: z.number().int(),
    categories: z
      .object({
        location: z.string().nullish(),
        team: z.string().nullish(),
        department: z.string().nullish(),
        commitment: z.string().nullish(),
        allLocations: z.array(z.string()).nullish(),
      })
      .nullish(),
    descriptionPlain: z.string().nullish(),
    description: z.string().nullish(),
    /** Sections such as "Requirements", their items in HTML. */
    lists: z.array(z.object({ text: z.string().nullish(), content: z.string().nullish() })).nullish(),
    additionalPlain: z.string().nullish(),
  }),
);
type LeverPosting = z.infer<typeof leverPostings>[number];

/** Lever's postings API: GET /v0/postings/{token}?mode=json (no key). */
export class LeverJobBoard implements JobBoard {
  readonly provider = 'lever' as const;

  constructor(private readonly options: ProviderHttpOptions) {}

  async postings(company_name: string, token: string): Promise<JobPosting[]> {
    const url = new URL(`${apiRoot(this.options.baseUrl)}/v0/postings/${encodeURIComponent(token)}`);
    url.searchParams.set('mode', 'json');
    const postings = await fetchBoard(
      this.provider,
      url,
      { company_name, token },
      leverPostings,
      this.options,
    );
    return postings.map((posting) => toPosting(posting, company_name));
  }
}

function toPosting(posting: LeverPosting, company_name: string): JobPosting {
  const categories = posting.categories ?? {};
  const primary = categories.location?.trim() ?? '';
  const others = (categories.allLocations ?? [])
    .map((place) => place.trim())
    .filter((place) => place && place !== primary);
  const description = [
    posting.descriptionPlain?.trim() || (posting.description ? stripHtml(posting.description) : ''),
    ...(posting.lists ?? []).map((list) =>
      [list.text?.trim() ?? '', list.content ? stripHtml(list.content) : ''].filter(Boolean).join('\n'),
    ),
    posting.additionalPlain?.trim() ?? '',
  ];
  return {
    job_id: `lever:${posting.id}`,
    company_name,
    job_title: posting.text.trim(),
    job_link: posting.hostedUrl || null,
    company_url: null,
    location: [primary, ...others].filter(Boolean).join('; '),
    seniority: inferSeniority(posting.text),
    department: categories.department?.trim() || categories.team?.trim() || null,
    description: description.filter(Boolean).join('\n\n'),
    posted_at: new Date(posting.createdAt).toISOString(),
    source: 'lever',
  };
}
