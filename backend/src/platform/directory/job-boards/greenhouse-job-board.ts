import { z } from 'zod';
import type { JobPosting } from '../directory.port';
import { apiRoot, type ProviderHttpOptions } from '../provider-http';
import { fetchBoard, type JobBoard } from './job-board';
import { decodeEntities, inferSeniority, isoDate, stripHtml } from './job-text';

const greenhouseBoard = z.object({
  jobs: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      title: z.string(),
      absolute_url: z.string().nullish(),
      updated_at: z.string().refine((value) => isoDate(value) !== null),
      first_published: z.string().nullish(),
      location: z.object({ name: z.string().nullish() }).nullish(),
      /** HTML with its markup escaped once more (`&lt;p&gt;`), as the boards API sends it with content=true. */
      content: z.string().nullish(),
      departments: z.array(z.object({ name: z.string().nullish() })).nullish(),
    }),
  ),
});
type GreenhouseJob = z.infer<typeof greenhouseBoard>['jobs'][number];

/** Greenhouse's job board API: GET /v1/boards/{token}/jobs?content=true (no key). */
export class GreenhouseJobBoard implements JobBoard {
  readonly provider = 'greenhouse' as const;

  constructor(private readonly options: ProviderHttpOptions) {}

  async postings(company_name: string, token: string): Promise<JobPosting[]> {
    const url = new URL(`${apiRoot(this.options.baseUrl)}/v1/boards/${encodeURIComponent(token)}/jobs`);
    url.searchParams.set('content', 'true');
    const board = await fetchBoard(
      this.provider,
      url,
      { company_name, token },
      greenhouseBoard,
      this.options,
    );
    return board.jobs.map((job) => toPosting(job, company_name));
  }
}

function toPosting(job: GreenhouseJob, company_name: string): JobPosting {
  const published = job.first_published ? isoDate(job.first_published) : null;
  return {
    job_id: `greenhouse:${job.id}`,
    company_name,
    job_title: job.title.trim(),
    job_link: job.absolute_url || null,
    company_url: null,
    location: job.location?.name?.trim() ?? '',
    seniority: inferSeniority(job.title),
    department: job.departments?.find((department) => department.name)?.name ?? null,
    description: job.content ? stripHtml(decodeEntities(job.content)) : '',
    posted_at: published ?? (isoDate(job.updated_at) as string),
    source: 'greenhouse',
  };
}
