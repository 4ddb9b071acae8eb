import type { JobBoardProvider, JobBoardSetting } from '../../config/config';
import type { JobListings, JobPosting, JobQuery } from '../directory.port';
import type { JobBoard } from './job-board';
import { applyJobQuery, newestFirst } from './job-filters';

export interface JobBoardListingsOptions {
  /** Boards fetched at the same time at most. */
  concurrency?: number;
  /** How long a fetched board is reused; 0 fetches on every search. Failures are never kept. */
  cacheTtlMs?: number;
  clock?: () => number;
}

/**
 * JOB_LISTINGS with the configured public job boards: a company that has a board is searched there, every
 * other company in the given listings (the demo postings); a search without companies covers both.
 */
export class JobBoardListings implements JobListings {
  private readonly byName: Map<string, JobBoardSetting>;
  private readonly cache = new Map<string, { expires: number; postings: Promise<JobPosting[]> }>();
  private readonly concurrency: number;
  private readonly cacheTtlMs: number;
  private readonly clock: () => number;

  constructor(
    private readonly boards: JobBoardSetting[],
    private readonly providers: Record<JobBoardProvider, JobBoard>,
    private readonly others: JobListings,
    options: JobBoardListingsOptions = {},
  ) {
    this.byName = new Map(boards.map((board) => [board.company_name.toLowerCase(), board]));
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.cacheTtlMs = options.cacheTtlMs ?? 0;
    this.clock = options.clock ?? Date.now;
  }

  async searchJobs(query: JobQuery): Promise<JobPosting[]> {
    let boards: JobBoardSetting[];
    let othersQuery: JobQuery | null;
    if (query.company_names.length === 0) {
      boards = this.boards;
      othersQuery = query;
    } else {
      const asked = [
        ...new Set(query.company_names.map((name) => name.trim().toLowerCase()).filter(Boolean)),
      ];
      boards = asked.flatMap((name) => this.byName.get(name) ?? []);
      const rest = query.company_names.filter((name) => !this.byName.has(name.trim().toLowerCase()));
      othersQuery = rest.length > 0 ? { ...query, company_names: rest } : null;
    }
    const [fromOthers, fromBoards] = await Promise.all([
      othersQuery ? this.others.searchJobs(othersQuery) : Promise.resolve([]),
      inBatches(boards, this.concurrency, (board) => this.boardPostings(board)),
    ]);
    return [...fromOthers, ...applyJobQuery(fromBoards.flat(), query)]
      .sort(newestFirst)
      .slice(0, Math.max(0, query.limit));
  }

  private boardPostings(board: JobBoardSetting): Promise<JobPosting[]> {
    const key = `${board.provider}:${board.token}:${board.company_name}`;
    const now = this.clock();
    const cached = this.cache.get(key);
    if (cached && cached.expires > now) return cached.postings;
    const postings = this.providers[board.provider].postings(board.company_name, board.token);
    if (this.cacheTtlMs > 0) {
      this.cache.set(key, { expires: now + this.cacheTtlMs, postings });
      postings.catch(() => this.cache.delete(key));
    }
    return postings;
  }
}

/** Runs `work` over the items with at most `limit` at a time, in order; the first failure stops new work. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
