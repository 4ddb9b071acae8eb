import { z } from 'zod';
import type { JobPosting } from '../directory.port';
import { apiRoot, type ProviderHttpOptions } from '../provider-http';
import { fetchBoard, type JobBoard } from './job-board';
import { inferSeniority, isoDate, stripHtml } from './job-text';

const ashbyBoard = z.object({
  jobs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      jobUrl: z.string().nullish(),
      publishedAt: z.string().refine((value) => isoDate(value) !== null),
      location: z.string().nullish(),
      secondaryLocations: z.array(z.object({ location: z.string().nullish() })).nullish(),
      department: z.string().nullish(),
      team: z.string().nullish(),
      descriptionPlain: z.string().nullish(),
      descriptionHtml: z.string().nullish(),
      isListed: z.boolean().nullish(),
    }),
  ),
});
type AshbyJob = z.infer<typeof ashbyBoard>['jobs'][number];

/** Ashby's public job board API: GET /posting-api/job-board/{token}?includeCompensation=false (no key). */
export class AshbyJobBoard implements JobBoard {
  readonly provider = 'ashby' as const;

  constructor(private readonly options: ProviderHttpOptions) {}

  async postings(company_name: string, token: string): Promise<JobPosting[]> {
    const url = new URL(
      `${apiRoot(this.options.baseUrl)}/posting-api/job-board/${encodeURIComponent(token)}`,
    );
    url.searchParams.set('includeCompensation', 'false');
    const board = await fetchBoard(this.provider, url, { company_name, token }, ashbyBoard, this.options);
    // Unlisted postings are reachable by link only; the company does not advertise them.
    return board.jobs.filter((job) => job.isListed !== false).map((job) => toPosting(job, company_name));
  }
}

function toPosting(job: AshbyJob, company_name: string): JobPosting {
  const primary = job.location?.trim() ?? '';
  const others = (job.secondaryLocations ?? [])
    .map((place) => place.location?.trim() ?? '')
    .filter((place) => place && place !== primary);
  return {
    job_id: `ashby:${job.id}`,
    company_name,
    job_title: job.title.trim(),
    job_link: job.jobUrl || null,
    company_url: null,
    location: [primary, ...others].filter(Boolean).join('; '),
    seniority: inferSeniority(job.title),
    department: job.department?.trim() || job.team?.trim() || null,
    description: job.descriptionPlain?.trim() || (job.descriptionHtml ? stripHtml(job.descriptionHtml) : ''),
    posted_at: isoDate(job.publishedAt) as string,
    source: 'ashby',
  };
}
