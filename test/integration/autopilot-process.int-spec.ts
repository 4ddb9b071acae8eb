import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { sql } from 'kysely';
import { DATABASE } from '@outreach/backend/platform/database/database';
import type { Kysely } from 'kysely';
import { startInProcessApp, type InProcessApp } from './testing/in-process-app';
import {
  demoCompanies,
  draftCounts,
  ended,
  PROCESS_TEST_ENV,
  sendTaskCommand,
  startTask,
  untilTask,
  uploadResume,
} from './testing/autopilot-process';

jest.setTimeout(120_000);

/** The autopilot's process in one app: the reactor in the runner, the queues on JOBS, the demo directory, the embedded drafter. */
describe('the autopilot process', () => {
  let t: InProcessApp;
  let userId: string;
  let token: string;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startInProcessApp(PROCESS_TEST_ENV);
    ({ userId, token } = await t.register('grace@example.com', 'Grace'));
    await uploadResume(t, token);
  });

  afterAll(async () => {
    await t?.close();
  });

  const drafts = async (user: string) => {
    const { rows } = await sql<{ draft_id: string; contact_id: string; source: string }>`
      SELECT draft_id, contact_id, source FROM drafts_list WHERE user_id = ${user}
    `.execute(t.app.get<Kysely<unknown>>(DATABASE));
    return rows;
  };

  it('runs a task of several demo companies to completion: one final state each, one draft per (company, contact)', async () => {
    const companies = await demoCompanies(t.app, 3);
    const taskId = randomUUID();
    await startTask(t.store, userId, taskId, companies);

    const { state, history } = await untilTask(t.store, taskId, ended);

    expect(state.status).toBe('completed');
    for (const name of companies) {
      const company = state.companies[name];
      expect(company.status).toBe('completed');
      expect(company.jobs.length).toBeGreaterThan(0);
      expect(company.contacts).toHaveLength(3);
      expect(Object.keys(company.drafts).sort()).toEqual(company.contacts.map((c) => c.contactId).sort());
      expect(history.filter((e) => e.type === 'CompanyCompleted' && e.data.company === name)).toHaveLength(1);
    }
    const { pairs, draftIds } = draftCounts(history);
    expect(pairs.size).toBe(9);
    expect([...pairs.values(), ...draftIds.values()].every((count) => count === 1)).toBe(true);
    await t.projected('drafts-list', await t.newestPosition());
    const saved = (await drafts(userId)).filter((draft) => draftIds.has(draft.draft_id));
    expect(saved).toHaveLength(9);
    expect(saved.every((draft) => draft.source === 'ai')).toBe(true);
  });
});
