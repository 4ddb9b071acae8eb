import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@outreach/backend/platform/testing/test-database';
import { main } from './cli';

const mockClosed = jest.fn();

// Wraps the real factory so the spec sees whether the CLI closes the store it opened.
jest.mock('@outreach/backend/platform/event-store/create-event-store', () => {
  const actual = jest.requireActual('@outreach/backend/platform/event-store/create-event-store');
  return {
    createEventStore: (...args: Parameters<typeof actual.createEventStore>) => {
      const store = actual.createEventStore(...args);
      const close = store.close.bind(store);
      store.close = async () => {
        mockClosed();
        await close();
      };
      return store;
    },
  };
});

describe('projections CLI', () => {
  let tdb: TestDatabase;
  const env = process.env.DATABASE_URL;

  beforeAll(async () => {
    tdb = await createTestDatabase();
    process.env.DATABASE_URL = tdb.url;
  });

  afterAll(async () => {
    process.env.DATABASE_URL = env;
    await tdb.drop();
  });

  beforeEach(() => mockClosed.mockClear());

  it('closes the event store it opened once a command is done, so nothing keeps the process alive', async () => {
    const output = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await main(['status'])).toBe(0);
    } finally {
      output.mockRestore();
    }
    expect(mockClosed).toHaveBeenCalledTimes(1);
  });

  it('closes the event store when the command fails', async () => {
    const errors = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await main(['rebuild', 'no-such-projector'])).toBe(1);
    } finally {
      errors.mockRestore();
    }
    expect(mockClosed).toHaveBeenCalledTimes(1);
  });

  describe('without DATABASE_URL', () => {
    let dir: string;
    beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'projections-cli-'))));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('finds the database of the product npm start runs, as npm run token does', async () => {
      const runtimeFile = join(dir, 'runtime.json');
      writeFileSync(
        runtimeFile,
        JSON.stringify({ databaseUrl: tdb.url, publicUrl: 'http://localhost:3000', pid: process.pid }),
      );
      const output = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
      try {
        expect(await main(['status'], { PATH: process.env.PATH, RUNTIME_INFO_FILE: runtimeFile })).toBe(0);
        expect(output.mock.calls.map(([text]) => String(text)).join('')).toContain('log head:');
      } finally {
        output.mockRestore();
      }
    });

    it('says how to give it a database when no product was started', async () => {
      const errors = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
      try {
        const code = await main(['status'], {
          PATH: process.env.PATH,
          RUNTIME_INFO_FILE: join(dir, 'none.json'),
        });
        expect(code).toBe(1);
        expect(errors.mock.calls.map(([text]) => String(text)).join('')).toMatch(
          /DATABASE_URL[\s\S]*Start the product with npm start/,
        );
      } finally {
        errors.mockRestore();
      }
    });

    it('ignores a recorded database in production', async () => {
      const runtimeFile = join(dir, 'runtime.json');
      const errors = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
      try {
        expect(await main(['status'], { NODE_ENV: 'production', RUNTIME_INFO_FILE: runtimeFile })).toBe(1);
      } finally {
        errors.mockRestore();
      }
    });
  });
});
