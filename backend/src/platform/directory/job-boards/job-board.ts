import type { ZodType } from 'zod';
import type { JobBoardProvider } from '../../config/config';
import { DirectoryUnavailable, type JobPosting } from '../directory.port';
import { getJson, megabytes, seconds, type ProviderHttpOptions } from '../provider-http';

/** One provider's public job board API: every open posting on one company's board, mapped to JobPosting. */
export interface JobBoard {
  readonly provider: JobBoardProvider;
  postings(company_name: string, token: string): Promise<JobPosting[]>;
}

/**
 * The largest board answer read. Greenhouse sends every posting's full HTML with content=true, about 5 to 12 kB
 * each, so a board of 5,000 postings is 25 to 60 MB; a larger answer is not a job board.
 */
export const JOB_BOARD_MAX_BYTES = 100_000_000;

export const PROVIDER_LABELS: Record<JobBoardProvider, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
};

/**
 * Fetches a board and checks its shape; every failure is a DirectoryUnavailable naming the provider and the
 * company, so a misconfigured or broken board is reported instead of quietly leaving its jobs out.
 */
export async function fetchBoard<T>(
  provider: JobBoardProvider,
  url: URL,
  board: { company_name: string; token: string },
  schema: ZodType<T>,
  options: ProviderHttpOptions,
): Promise<T> {
  const label = PROVIDER_LABELS[provider];
  const result = await getJson(url, { ...options, maxBytes: options.maxBytes ?? JOB_BOARD_MAX_BYTES });
  const company = board.company_name;
  switch (result.kind) {
    case 'ok': {
      const parsed = schema.safeParse(result.body);
      if (parsed.success) return parsed.data;
      throw new DirectoryUnavailable(
        provider,
        `${label} sent a job board for ${company} that could not be read.`,
      );
    }
    case 'not-json':
      throw new DirectoryUnavailable(
        provider,
        `${label} sent a job board for ${company} that could not be read.`,
      );
    case 'status':
      if (result.status === 404) {
        throw new DirectoryUnavailable(
          provider,
          `${label} has no job board "${board.token}" (configured for ${company}).`,
        );
      }
      throw new DirectoryUnavailable(
        provider,
        `${label} could not list the jobs of ${company} (HTTP ${result.status}); try again later.`,
      );
    case 'timeout':
      throw new DirectoryUnavailable(
        provider,
        `${label} did not answer within ${seconds(options.timeoutMs)} for the jobs of ${company}.`,
      );
    case 'unreachable':
      throw new DirectoryUnavailable(provider, `${label} could not be reached for the jobs of ${company}.`);
    case 'too-large':
      throw new DirectoryUnavailable(
        provider,
        `${label} sent a job board for ${company} larger than ${megabytes(result.maxBytes)}; it was not read.`,
      );
    default: {
      const _never: never = result;
      throw new Error(`Unexpected provider result ${JSON.stringify(_never)}`);
    }
  }
}
