import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { InProcessApp, startInProcessApp } from './in-process-app';

export interface AppWithUsers {
  /** The app of the describe block; started in its beforeAll. */
  app(): InProcessApp;
  /** Each named user's id, by name. */
  ids: Record<string, string>;
  /** Each named user's access token, by name. */
  tokens: Record<string, string>;
  api(): ReturnType<InProcessApp['api']>;
  /** The request, signed in as the named user. */
  as<T extends Test>(name: string, test: T): T;
  /** The types of a stream's events, oldest first. */
  streamEventTypes(streamId: string): Promise<string[]>;
  /** Files kept under the named user's storage folder (the whole storage without a name), relative to its root. */
  storedFiles(name?: string): Promise<string[]>;
}

/**
 * One in-process app for the enclosing describe block, started before its first test and closed after its last,
 * with each named user registered as `<name>@example.com`.
 */
export function appWithUsers(names: readonly string[]): AppWithUsers {
  let started: InProcessApp | undefined;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    started = await startInProcessApp();
    for (const name of names) {
      ({ userId: ids[name], token: tokens[name] } = await started.register(`${name}@example.com`));
    }
  });

  afterAll(async () => {
    await started?.close();
  });

  const app = () => {
    if (!started) throw new Error('The app starts in beforeAll; use it inside tests and hooks.');
    return started;
  };

  return {
    app,
    ids,
    tokens,
    api: () => app().api(),
    as: (name, test) => test.set('Authorization', `Bearer ${tokens[name]}`),
    streamEventTypes: async (streamId) => (await app().store.readStream(streamId)).map((event) => event.type),
    async storedFiles(name) {
      const { storageDir } = app();
      const root = name ? join(storageDir, 'users', ids[name]) : storageDir;
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(storageDir.length + 1))
        .sort();
    },
  };
}
