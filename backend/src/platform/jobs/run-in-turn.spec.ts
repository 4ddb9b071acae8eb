import { runInTurn } from './run-in-turn';

function recordingLogger() {
  const lines: string[] = [];
  return { lines, logger: { log: (line: string) => lines.push(line), error: jest.fn(), warn: jest.fn() } };
}

describe('runInTurn', () => {
  it('files each item under the outcome its work reached and logs the tally', async () => {
    const { lines, logger } = recordingLogger();
    const run = await runInTurn([1, 2, 3], {
      outcomes: ['even', 'odd'],
      title: 'Numbers',
      logger,
      idOf: (n) => `n${n}`,
      work: async (n) => (n % 2 === 0 ? 'even' : 'odd'),
      reportFailure: () => undefined,
    });

    expect(run).toEqual({ even: ['n2'], odd: ['n1', 'n3'], failed: [] });
    expect(lines).toEqual(['Numbers: 1 even, 2 odd, 0 failed']);
  });

  it('reports an item whose work throws and goes on with the others', async () => {
    const { logger } = recordingLogger();
    const failures: string[] = [];
    const run = await runInTurn(['a', 'b'], {
      outcomes: ['done'],
      title: 'Letters',
      logger,
      idOf: (letter) => letter,
      work: async (letter) => {
        if (letter === 'a') throw new Error('gateway timeout');
        return 'done';
      },
      reportFailure: (letter, reason) => failures.push(`${letter}: ${reason}`),
    });

    expect(run).toEqual({ done: ['b'], failed: ['a'] });
    expect(failures).toEqual(['a: gateway timeout']);
  });

  it('logs nothing when there was nothing to do', async () => {
    const { lines, logger } = recordingLogger();
    const run = await runInTurn([], {
      outcomes: ['done'],
      title: 'Nothing',
      logger,
      idOf: String,
      work: async () => 'done' as const,
      reportFailure: () => undefined,
    });

    expect(run).toEqual({ done: [], failed: [] });
    expect(lines).toEqual([]);
  });
});
