import { sql, type Transaction } from 'kysely';
import {
  supersededBetween,
  wantedGatewaySubscriptions,
} from '@outreach/backend/billing/reconcile/wanted-gateway-subscriptions';
import type {
  SupersededGatewaySubscriptionsRow,
  SupersededGatewaySubscriptionsTables,
} from '@outreach/backend/billing/reconcile/superseded-gateway-subscriptions.row';
import { evolve, initialState, type SubscriptionState } from '@outreach/backend/billing/subscription.decider';
import {
  SUBSCRIPTION_EVENT_TYPES,
  type SubscriptionEvent,
} from '@outreach/backend/billing/subscription.events';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import {
  createTable,
  deleteGuarded,
  readStored,
  upsertGuarded,
  type KeyedTable,
  type Removal,
  type TimestampsAsText,
} from '../runner/keyed-table';
import type { Projector } from '../runner/projector';

type Row = TimestampsAsText<SupersededGatewaySubscriptionsRow>;

export const supersededGatewaySubscriptionsTable: KeyedTable<Row> = {
  name: 'superseded_gateway_subscriptions',
  key: 'gateway_subscription_id',
  columns: {
    gateway_subscription_id: 'text',
    user_id: 'text',
    reason: 'text',
    superseded_by: 'text',
    superseded_at: 'timestamptz',
    position: 'text',
  },
  indexes: [
    sql`CREATE INDEX superseded_gateway_subscriptions_user ON superseded_gateway_subscriptions (user_id)`,
  ],
};

/** Internal: each user's subscription state as the decider folds it (without idempotency keys), to compare before/after. */
export interface HolderRow {
  user_id: string;
  state: SubscriptionState;
  position: string;
}

export const subscriptionHoldersTable: KeyedTable<HolderRow> = {
  name: 'superseded_gateway_subscription_holders',
  key: 'user_id',
  columns: { user_id: 'text', state: 'jsonb', position: 'text' },
};

type SubscriptionRecordedEvent = RecordedEvent & SubscriptionEvent;

/**
 * The gateway subscriptions each user's history has superseded (replaced by an upgrade or a cycle-change
 * downgrade, ended by a schedule to Free or onto a pending one, a pending next one dropped, the plan ended), for
 * the job that makes sure they no longer bill. The state is folded with the decider's own evolve, and what counts
 * as still wanted is `wantedGatewaySubscriptions`, the rule the job checks again before canceling anything.
 */
export const supersededGatewaySubscriptionsProjector: Projector<SupersededGatewaySubscriptionsTables> = {
  name: 'superseded-gateway-subscriptions',
  version: 1,
  description:
    'Gateway subscriptions a plan change (or the end of a plan) left behind, to be canceled at the gateway',
  handles: SUBSCRIPTION_EVENT_TYPES,
  tables: ['superseded_gateway_subscriptions'],

  async migrate(trx) {
    await createTable(trx, supersededGatewaySubscriptionsTable);
    await createTable(trx, subscriptionHoldersTable);
  },

  async apply(trx: Transaction<SupersededGatewaySubscriptionsTables>, events: RecordedEvent[]) {
    const subscriptionEvents = events as SubscriptionRecordedEvent[];
    const userIds = [...new Set(subscriptionEvents.map((event) => event.data.userId))];
    const holders = await readStored(trx, subscriptionHoldersTable, userIds);
    const stored = await sql<Row>`
      SELECT gateway_subscription_id, user_id, reason, superseded_by, superseded_at::text AS superseded_at, position
      FROM superseded_gateway_subscriptions WHERE user_id = ANY (${userIds}::text[])
    `.execute(trx);

    const holderOf = new Map(holders.rows.map((holder) => [holder.user_id, holder]));
    const rows = new Map(stored.rows.map((row) => [row.gateway_subscription_id, row]));
    const removed = new Map<string, string>();
    const changedHolders = new Map<string, HolderRow>();

    for (const event of subscriptionEvents) {
      const userId = event.data.userId;
      const holder = holderOf.get(userId);
      // The user's state is the guard: an event at or below its position was applied before.
      if (holder && event.position <= holder.position) continue;
      const before = holder?.state ?? initialState();
      const after: SubscriptionState = { ...evolve(before, event), appliedKeys: [] };
      for (const id of wantedGatewaySubscriptions(after)) {
        if (rows.delete(id)) removed.set(id, event.position);
      }
      for (const { gatewaySubscriptionId, reason } of supersededBetween(before, after)) {
        if (rows.has(gatewaySubscriptionId)) continue;
        removed.delete(gatewaySubscriptionId);
        rows.set(gatewaySubscriptionId, {
          gateway_subscription_id: gatewaySubscriptionId,
          user_id: userId,
          reason,
          superseded_by: event.type,
          superseded_at: event.metadata.recordedAt,
          position: event.position,
        });
      }
      const next = { user_id: userId, state: after, position: event.position };
      holderOf.set(userId, next);
      changedHolders.set(userId, next);
    }

    const storedPosition = new Map(stored.rows.map((row) => [row.gateway_subscription_id, row.position]));
    const written = [...rows.values()].filter(
      (row) => storedPosition.get(row.gateway_subscription_id) !== row.position,
    );
    const deletes: Removal[] = [...removed].map(([key, position]) => ({ key, position }));
    await upsertGuarded(trx, supersededGatewaySubscriptionsTable, written);
    await deleteGuarded(trx, supersededGatewaySubscriptionsTable, deletes);
    await upsertGuarded(trx, subscriptionHoldersTable, [...changedHolders.values()]);
    return [...changedHolders.keys()];
  },
};
