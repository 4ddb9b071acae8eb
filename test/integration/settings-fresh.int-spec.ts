import type { Pool, PoolClient } from 'pg';
import { subscriptionStreamId } from '@outreach/backend/billing/subscription.events';
import { PLAN_LIMITS } from '@outreach/backend/platform/plans/plan-limits.contract';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import { PROJECTIONS } from '@outreach/backend/platform/realtime/projections.contract';
import { appWithUsers, type AppWithUsers } from './testing/app-with-users';
import { firstPush } from './testing/in-process-app';

jest.setTimeout(120_000);

/**
 * Holds back the users-list projector: its table takes no writes until release(), while reads go on. The
 * subscriptions projector, whose push refreshes the settings screen, is not held.
 */
async function holdUsersList(app: ReturnType<AppWithUsers['app']>): Promise<{ release(): Promise<void> }> {
  const client: PoolClient = await app.app.get<Pool>(PG_POOL).connect();
  const { rows } = await client.query<{ table: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS table FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relname = 'users_list' AND c.relkind = 'r' AND n.nspname LIKE 'proj_users_list_g%'`,
  );
  await client.query('BEGIN');
  for (const { table } of rows) await client.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
  return {
    async release() {
      await client.query('COMMIT');
      client.release();
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the settings screen reads right after something the user did, before every read model has it. */
describe('settings read right after a change', () => {
  const { app, ids, api, as } = appWithUsers(['payer', 'renewed', 'planner', 'keeper']);

  const subscriptionEvent = (name: string, actorUserId: string | null) => ({
    type: 'SubscriptionStarted',
    data: {
      userId: ids[name],
      idempotencyKey: null,
      gatewaySubscriptionId: `sub-${name}`,
      plan: 'Basic',
      cycle: 'monthly',
      priceCents: 500,
      billingPeriodStart: new Date().toISOString().slice(0, 10),
      nextBillingDate: '2099-01-01',
      paymentMethod: null,
    },
    metadata: { actorUserId, recordedAt: new Date().toISOString() },
  });

  /** Appends the plan change with users-list held, reads the settings once subscriptions has it, then lets go. */
  const settingsWhileUsersListLags = async (
    name: string,
    actorUserId: string | null,
    path = '/settings/all',
  ) => {
    // Idle first: a users-list transaction still at the registrations when the hold starts would keep the log's
    // visibility horizon, and so the subscriptions projector, behind it too.
    await app().projected('users-list', await app().newestPosition());
    const hold = await holdUsersList(app());
    try {
      const { positions } = await app().store.append(
        subscriptionStreamId(ids[name]),
        [subscriptionEvent(name, actorUserId)],
        { expected: 'any' },
      );
      // The screen refreshes on this push: the subscription is there, the plan in users_list is not yet.
      await app().projected('subscriptions', positions[0]);
      // Sent now (then() starts the request); users-list is let go only while it is being answered.
      const answer = as(name, api().get(path)).then((response) => response);
      await pause(300);
      await hold.release();
      return await answer;
    } catch (failure) {
      await hold.release();
      throw failure;
    }
  };

  it('answers the new plan with its own limits when the checkout’s push comes before users-list has the plan', async () => {
    const response = await settingsWhileUsersListLags('payer', ids.payer);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      plan_name: 'Basic',
      searches_limit: PLAN_LIMITS.Basic.searches_limit,
      company_lists_limit: PLAN_LIMITS.Basic.company_lists_limit,
      write_limit: PLAN_LIMITS.Basic.write_limit,
      emails_limit: PLAN_LIMITS.Basic.emails_limit,
    });
  });

  it('waits for users-list the same way when the gateway changed the plan, not the user', async () => {
    const response = await settingsWhileUsersListLags('renewed', null);

    expect(response.body).toMatchObject({ plan_name: 'Basic', write_limit: PLAN_LIMITS.Basic.write_limit });
  });

  it('answers the task list’s plan (GET /settings/plan) the same way', async () => {
    const response = await settingsWhileUsersListLags('planner', ids.planner, '/settings/plan');

    expect(response.body).toMatchObject({ plan_name: 'Basic' });
  });

  it('counts the contacts the user keeps, and the contacts push refreshes the settings', async () => {
    const socket = await app().connect(app().tokenFor('keeper@example.com'));
    let checkpoint = '';
    for (const first of ['Ann', 'Ben']) {
      const created = await as('keeper', api().post('/contacts/')).send({
        first_name: first,
        last_name: 'Kept',
        email: `${first.toLowerCase()}@example.com`,
        company: 'Acme',
      });
      expect(created.status).toBe(201);
      checkpoint = created.body.checkpoint;
    }
    await app().projected('contacts-list', checkpoint);

    const settings = await as('keeper', api().get('/settings/all'));
    expect(settings.body.contacts_used).toBe(2);
    const other = await as('payer', api().get('/settings/all'));
    expect(other.body.contacts_used).toBe(0);
    expect(PROJECTIONS['contacts-list'].tags).toContain('Settings');
    expect(await firstPush(socket.pushes, 'contacts-list')).toBeDefined();
  });
});
