import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import type { BillingCycle, SelfServePlan } from '../../platform/plans/plan-names.contract';

/** The plan-change commands that call the gateway before they record their event. */
export type PendingOperationKind = 'checkout' | 'upgrade' | 'schedule_downgrade' | 'card_update';

/** completed: the command was executed again and recorded; compensated: refused now, its gateway work undone. */
export type PendingOperationOutcome = 'recorded' | 'completed' | 'compensated';

export interface PendingGatewayOperationsTables {
  pending_gateway_operations: {
    user_id: string;
    kind: PendingOperationKind;
    idempotency_key: string;
    email: string | null;
    plan_name: SelfServePlan;
    billing_cycle: BillingCycle | null;
    payment_method_nonce: string | null;
    payment_method_token: string | null;
    cardholder_name: string | null;
    created_at: Date;
    attempted_at: Date;
    failed_at: Date | null;
    failure: string | null;
    settled_at: Date | null;
    outcome: string | null;
  };
}

export type PendingGatewayOperation = PendingGatewayOperationsTables['pending_gateway_operations'];

/** One command as opened: what executing it again needs (the key, the body's plan and cycle, for a card its nonce). */
export interface OpenedOperation {
  userId: string;
  kind: PendingOperationKind;
  idempotencyKey: string;
  plan: SelfServePlan;
  cycle: BillingCycle | null;
  email?: string;
  nonce?: string;
  cardholderName?: string;
}

type OperationKey = Pick<OpenedOperation, 'userId' | 'kind' | 'idempotencyKey'>;

/**
 * The pending-gateway-operations table: a handler opens its operation before its first gateway call and settles it
 * once its event is recorded, so gateway work whose record never happened (a crash, a failed append, a client that
 * never retried) is found by the job and completed or undone.
 */
@Injectable()
export class PendingGatewayOperations {
  constructor(@Inject(DATABASE) private readonly db: Kysely<PendingGatewayOperationsTables>) {}

  /**
   * Before the first gateway call. A retry under the same key opens the operation again (even one the job settled:
   * the retry may make gateway work of its own), keeping the card vaulted earlier.
   */
  async open(operation: OpenedOperation): Promise<void> {
    await this.db
      .insertInto('pending_gateway_operations')
      .values({
        user_id: operation.userId,
        kind: operation.kind,
        idempotency_key: operation.idempotencyKey,
        email: operation.email ?? null,
        plan_name: operation.plan,
        billing_cycle: operation.cycle,
        payment_method_nonce: operation.nonce ?? null,
        payment_method_token: null,
        cardholder_name: operation.cardholderName ?? null,
        created_at: new Date(),
        attempted_at: new Date(),
        failed_at: null,
        failure: null,
        settled_at: null,
        outcome: null,
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'kind', 'idempotency_key']).doUpdateSet({
          attempted_at: new Date(),
          payment_method_nonce: sql`coalesce(excluded.payment_method_nonce, pending_gateway_operations.payment_method_nonce)`,
          failed_at: null,
          failure: null,
          settled_at: null,
          outcome: null,
        }),
      )
      .execute();
  }

  /** The card vaulted for the operation: a nonce is single-use, so completing it later needs the token. */
  async vaulted(key: OperationKey, paymentMethodToken: string): Promise<void> {
    await this.update(key, { payment_method_token: paymentMethodToken }, false);
  }

  /** The gateway answered a definite refusal (a decline, a processor error) to the client: the job undoes, never completes. */
  async failed(key: OperationKey, failure: string): Promise<void> {
    await this.update(key, { failed_at: new Date(), failure }, true);
  }

  async settle(key: OperationKey, outcome: PendingOperationOutcome): Promise<void> {
    await this.update(key, { settled_at: new Date(), outcome }, true);
  }

  /** The job's conclusion: settled (if the replayed handler has not settled it already) with the job's outcome. */
  async conclude(key: OperationKey, outcome: PendingOperationOutcome): Promise<void> {
    await this.db
      .updateTable('pending_gateway_operations')
      .set({ settled_at: sql<Date>`coalesce(settled_at, now())`, outcome })
      .where('user_id', '=', key.userId)
      .where('kind', '=', key.kind)
      .where('idempotency_key', '=', key.idempotencyKey)
      .execute();
  }

  /** Operations not settled whose last attempt began before `before`, oldest first. */
  async unsettled(before: Date): Promise<PendingGatewayOperation[]> {
    return this.db
      .selectFrom('pending_gateway_operations')
      .selectAll()
      .where('settled_at', 'is', null)
      .where('attempted_at', '<', before)
      .orderBy('attempted_at')
      .execute();
  }

  private async update(
    key: OperationKey,
    set: Partial<PendingGatewayOperation>,
    onlyUnsettled: boolean,
  ): Promise<void> {
    let query = this.db
      .updateTable('pending_gateway_operations')
      .set(set)
      .where('user_id', '=', key.userId)
      .where('kind', '=', key.kind)
      .where('idempotency_key', '=', key.idempotencyKey);
    if (onlyUnsettled) query = query.where('settled_at', 'is', null);
    await query.execute();
  }
}
