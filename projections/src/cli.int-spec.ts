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
});
