import type { JobBoardProvider } from '../../config/config';
import { DirectoryUnavailable } from '../directory.port';
import { startJobBoardDouble, type JobBoardDouble } from '../testing/job-board-double';
import { AshbyJobBoard } from './ashby-job-board';
import { GreenhouseJobBoard } from './greenhouse-job-board';
import type { JobBoard } from './job-board';
import { LeverJobBoard } from './lever-job-board';
import type { ProviderHttpOptions } from '../provider-http';

const boards: [JobBoardProvider, string, (options: ProviderHttpOptions) => JobBoard][] = [
  ['greenhouse', 'Greenhouse', (options) => new GreenhouseJobBoard(options)],
  ['lever', 'Lever', (options) => new LeverJobBoard(options)],
  ['ashby', 'Ashby', (options) => new AshbyJobBoard(options)],
];

async function failureOf(promise: Promise<unknown>): Promise<DirectoryUnavailable> {
  const error = await promise.then(
    () => {
      throw new Error('expected the board to fail');
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(DirectoryUnavailable);
  return error as DirectoryUnavailable;
}

describe.each(boards)('%s board failures', (provider, label, create) => {
  let double: JobBoardDouble;
  beforeEach(async () => {
    double = await startJobBoardDouble();
  });
  afterEach(() => double.close());

  it('names the provider, the token and the company when the board does not exist', async () => {
    const error = await failureOf(
      create({ baseUrl: double.baseUrl, timeoutMs: 2000 }).postings('Initech', 'initech'),
    );
    expect(error.provider).toBe(provider);
    expect(error.message).toBe(`${label} has no job board "initech" (configured for Initech).`);
  });

  it('reports a server error once, without retrying', async () => {
    double.serve(provider, 'initech', { kind: 'status', status: 500 });
    const error = await failureOf(
      create({ baseUrl: double.baseUrl, timeoutMs: 2000 }).postings('Initech', 'initech'),
    );
    expect(error.message).toBe(`${label} could not list the jobs of Initech (HTTP 500); try again later.`);
    expect(double.requests).toHaveLength(1);
  });

  it('gives up when the board answers after the time limit', async () => {
    double.serve(provider, 'initech', { kind: 'slow', delayMs: 2000, body: { jobs: [] } });
    const started = Date.now();
    const error = await failureOf(
      create({ baseUrl: double.baseUrl, timeoutMs: 150 }).postings('Initech', 'initech'),
    );
    expect(Date.now() - started).toBeLessThan(1500);
    expect(error.message).toBe(`${label} did not answer within 0.2 seconds for the jobs of Initech.`);
  });

  it('refuses an answer that is not JSON or not shaped like a board', async () => {
    double.serve(provider, 'initech', { kind: 'not-json' });
    double.serve(provider, 'hooli', { kind: 'board', body: { unexpected: true } });
    const board = create({ baseUrl: double.baseUrl, timeoutMs: 2000 });
    expect((await failureOf(board.postings('Initech', 'initech'))).message).toBe(
      `${label} sent a job board for Initech that could not be read.`,
    );
    expect((await failureOf(board.postings('Hooli', 'hooli'))).message).toBe(
      `${label} sent a job board for Hooli that could not be read.`,
    );
  });

  it('says so when the service cannot be reached', async () => {
    const origin = double.baseUrl;
    await double.close();
    double = await startJobBoardDouble();
    const error = await failureOf(
      create({ baseUrl: origin, timeoutMs: 2000 }).postings('Initech', 'initech'),
    );
    expect(error.message).toBe(`${label} could not be reached for the jobs of Initech.`);
  });
});

describe.each(boards)('%s board size limit', (provider, label, create) => {
  let double: JobBoardDouble;
  beforeEach(async () => {
    double = await startJobBoardDouble();
  });
  afterEach(() => double.close());

  it('refuses a board whose declared size is over the limit', async () => {
    double.serve(provider, 'initech', { kind: 'board', body: { jobs: [], padding: 'x'.repeat(300_000) } });
    const board = create({ baseUrl: double.baseUrl, timeoutMs: 2000, maxBytes: 200_000 });
    const error = await failureOf(board.postings('Initech', 'initech'));
    expect(error.message).toBe(`${label} sent a job board for Initech larger than 0.2 MB; it was not read.`);
  });

  it('stops reading an answer of unknown length once it passes the limit', async () => {
    let sent = 0;
    let cancelled = false;
    const endless: typeof fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            sent += 1;
            controller.enqueue(new TextEncoder().encode(`{"padding":"${'x'.repeat(1_000)}",`));
          },
          cancel() {
            cancelled = true;
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    const board = create({
      baseUrl: 'http://boards.invalid',
      timeoutMs: 5_000,
      maxBytes: 1_000_000,
      fetch: endless,
    });
    const error = await failureOf(board.postings('Initech', 'initech'));
    expect(error.message).toBe(`${label} sent a job board for Initech larger than 1 MB; it was not read.`);
    expect(cancelled).toBe(true);
    expect(sent).toBeLessThan(1_100);
  });
});
