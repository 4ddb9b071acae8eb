import type { AppConfig, JobBoardProvider } from '../config/config';
import type { JobListings, PeopleDirectory } from './directory.port';
import { HunterPeopleDirectory } from './hunter/hunter-people-directory';
import { AshbyJobBoard } from './job-boards/ashby-job-board';
import { GreenhouseJobBoard } from './job-boards/greenhouse-job-board';
import type { JobBoard } from './job-boards/job-board';
import { JobBoardListings } from './job-boards/job-board-listings';
import { LeverJobBoard } from './job-boards/lever-job-board';

export type DirectoryProvidersConfig = Pick<
  AppConfig,
  | 'JOB_BOARDS'
  | 'GREENHOUSE_API_URL'
  | 'LEVER_API_URL'
  | 'ASHBY_API_URL'
  | 'HUNTER_API_KEY'
  | 'HUNTER_API_URL'
  | 'DIRECTORY_HTTP_TIMEOUT_SECONDS'
>;

/** A fetched board is reused this long, so a run of searches does not ask the same board again and again. */
const BOARD_CACHE_MS = 5 * 60 * 1000;
const BOARDS_AT_ONCE = 4;

/** PEOPLE_DIRECTORY: the Hunter-style contact finder when HUNTER_API_KEY is set, else the embedded directory. */
export function peopleDirectoryFromConfig(
  config: DirectoryProvidersConfig,
  embedded: PeopleDirectory,
  fetchImpl?: typeof fetch,
): PeopleDirectory {
  if (config.HUNTER_API_KEY === undefined) return embedded;
  return new HunterPeopleDirectory({
    baseUrl: config.HUNTER_API_URL,
    apiKey: config.HUNTER_API_KEY,
    timeoutMs: config.DIRECTORY_HTTP_TIMEOUT_SECONDS * 1000,
    fetch: fetchImpl,
  });
}

/** JOB_LISTINGS: the configured public job boards in front of the embedded listings; those alone without JOB_BOARDS. */
export function jobListingsFromConfig(
  config: DirectoryProvidersConfig,
  embedded: JobListings,
  fetchImpl?: typeof fetch,
): JobListings {
  if (config.JOB_BOARDS.length === 0) return embedded;
  const timeoutMs = config.DIRECTORY_HTTP_TIMEOUT_SECONDS * 1000;
  const providers: Record<JobBoardProvider, JobBoard> = {
    greenhouse: new GreenhouseJobBoard({ baseUrl: config.GREENHOUSE_API_URL, timeoutMs, fetch: fetchImpl }),
    lever: new LeverJobBoard({ baseUrl: config.LEVER_API_URL, timeoutMs, fetch: fetchImpl }),
    ashby: new AshbyJobBoard({ baseUrl: config.ASHBY_API_URL, timeoutMs, fetch: fetchImpl }),
  };
  return new JobBoardListings(config.JOB_BOARDS, providers, embedded, {
    concurrency: BOARDS_AT_ONCE,
    cacheTtlMs: BOARD_CACHE_MS,
  });
}
