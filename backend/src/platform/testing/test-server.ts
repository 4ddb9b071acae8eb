import { join } from 'node:path';

/** Written by the jest global setup: which PostgreSQL server the test files create their databases on. */
export const TEST_SERVER_FILE = join(__dirname, '..', '..', '..', '..', '.data', 'test-server.json');
