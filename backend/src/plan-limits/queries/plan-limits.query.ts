import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { ReadModelCatchUp } from '../../platform/database/read-model-catch-up';
import type { ProjectionName } from '../../platform/realtime/projections.contract';
import { planOrFree } from '../../platform/plans/plan-names.contract';
import { planLimits, UNLIMITED, type PeriodLimit } from '../../platform/plans/plan-limits.contract';
import { PlanLimitReached } from '../plan-limits.errors';
import { limitRefusal } from '../plan-limit.rules';
import { usagePeriod, type PeriodSubscription, type UsagePeriod } from '../usage-period';
import { METERED_EVENT_TYPES, PLAN_USAGE_PROJECTION } from './plan-usage-days.row';

/** The read model holding each user's plan (role_name), and the events of theirs that set it there. */
const USERS_LIST_PROJECTION: ProjectionName = 'users-list';
const PLAN_EVENT_TYPES = [
  'UserRegistered',
  'ClubSponsorshipGranted',
  'SubscriptionStarted',
  'PlanUpgraded',
  'PlanDowngraded',
  'SubscriptionCanceled',
] as const;

/** What a user has used of each limited thing in the current billing period. */
export interface PeriodUsage {
  /** The stored plan (role_name), Free when empty. */
  plan: string;
  period: UsagePeriod;
  used: Record<PeriodLimit, number>;
  /** Messages sent today (UTC). */
  sentToday: number;
}

const NONE: Record<PeriodLimit, number> = {
  searches_limit: 0,
  company_lists_limit: 0,
  write_limit: 0,
  emails_limit: 0,
};

/**
 * The plan limits per billing period: the usage the settings page shows and the check a limited call makes before
 * its work starts, both from the plan-usage read model summed over the period's days.
 */
@Injectable()
export class PlanLimitsQuery {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    private readonly catchUp: ReadModelCatchUp,
  ) {}

  /**
   * Refuses with PlanLimitReached when `count` more of `limit` would pass the plan's allowance this period.
   * It first waits for the usage read model to reach the log's head, so the user's own previous calls count.
   */
  async ensureAllowed(userId: string, limit: PeriodLimit, count = 1, now: Date = new Date()): Promise<void> {
    const usage = await this.countedUsage(userId, limit, now);
    if (usage === null) return;
    const refusal = limitRefusal({
      plan: usage.plan,
      limit,
      used: usage.used[limit],
      count,
      periodEnd: usage.period.end,
    });
    if (refusal) throw new PlanLimitReached(refusal);
  }

  /**
   * How many more of `limit` the plan allows this period (Infinity when unlimited), counted as ensureAllowed counts:
   * a call doing many at once (the bulk stream) takes no more than this, however many it runs in parallel.
   */
  async allowance(userId: string, limit: PeriodLimit, now: Date = new Date()): Promise<number> {
    const usage = await this.countedUsage(userId, limit, now);
    if (usage === null) return Number.POSITIVE_INFINITY;
    const allowed = planLimits(usage.plan)[limit];
    return allowed === UNLIMITED ? Number.POSITIVE_INFINITY : Math.max(0, allowed - usage.used[limit]);
  }

  /** The period's usage once the read model has the user's own previous calls, or null when `limit` is unlimited. */
  private async countedUsage(userId: string, limit: PeriodLimit, now: Date): Promise<PeriodUsage | null> {
    const present = await this.readModels();
    const subscription = await this.subscription(userId, present);
    const account = await this.currentAccount(userId, now, subscription);
    // An unlimited plan (Pro's searches, Max, Demon) has nothing to count: no wait and no sums.
    if (planLimits(account.plan)[limit] === UNLIMITED) return null;
    // Read-your-writes: the calls the user made just before this one count (bounded: a stalled projector is logged).
    await this.catchUp.caughtUp({
      projection: PLAN_USAGE_PROJECTION,
      actorUserId: userId,
      types: METERED_EVENT_TYPES,
      now,
    });
    return this.usageOf(userId, now, account, present, subscription);
  }

  /**
   * What the settings show: the plan, its period and the usage. The plan comes from users_list, whose pushes reach
   * admins only, while the screen refreshes on the subscriptions push: so users_list is first awaited (bounded) up
   * to the user's subscription row and their own newest plan event, and a checkout's push never shows the new plan
   * with the old plan's limits (nor does a limit check right after it refuse what the new plan allows).
   */
  async usage(userId: string, now: Date = new Date()): Promise<PeriodUsage> {
    const present = await this.readModels();
    const subscription = await this.subscription(userId, present);
    const account = await this.currentAccount(userId, now, subscription);
    return this.usageOf(userId, now, account, present, subscription);
  }

  /** The plan whose limits hold for the user now (Free when empty), read as the settings read it. */
  async currentPlan(userId: string, now: Date = new Date()): Promise<string> {
    const subscription = await this.subscription(userId, await this.readModels());
    return (await this.currentAccount(userId, now, subscription)).plan;
  }

  /** The account once users_list has the user's subscription row and their newest plan event (bounded). */
  private async currentAccount(
    userId: string,
    now: Date,
    subscription: { position: string } | null,
  ): Promise<{ plan: string; clubSponsored: boolean }> {
    await this.catchUp.caughtUp({
      projection: USERS_LIST_PROJECTION,
      actorUserId: userId,
      types: PLAN_EVENT_TYPES,
      now,
      atLeast: subscription?.position ?? null,
    });
    return this.account(userId);
  }

  private async subscription(
    userId: string,
    present: { subscriptions: boolean },
  ): Promise<(PeriodSubscription & { position: string }) | null> {
    if (!present.subscriptions) return null;
    const { rows } = await sql<PeriodSubscription & { position: string }>`
      SELECT plan_name, status, billing_cycle, billing_period_start, next_billing_date, position,
             to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
      FROM subscriptions WHERE user_id = ${userId}
    `.execute(this.db);
    return rows[0] ?? null;
  }

  private async usageOf(
    userId: string,
    now: Date,
    { plan, clubSponsored }: { plan: string; clubSponsored: boolean },
    present: { usage: boolean; subscriptions: boolean },
    subscription: PeriodSubscription | null,
  ): Promise<PeriodUsage> {
    const period = usagePeriod({
      now,
      plan,
      clubSponsored,
      subscription,
    });
    if (!present.usage) return { plan, period, used: { ...NONE }, sentToday: 0 };
    const today = now.toISOString().slice(0, 10);
    const { rows } = await sql<{
      searches: number;
      company_lists: number;
      drafts: number;
      messages_sent: number;
      sent_today: number;
    }>`
      SELECT coalesce(sum(searches), 0)::int AS searches,
             coalesce(sum(company_lists), 0)::int AS company_lists,
             coalesce(sum(drafts), 0)::int AS drafts,
             coalesce(sum(messages_sent), 0)::int AS messages_sent,
             coalesce(sum(messages_sent) FILTER (WHERE day = ${today}), 0)::int AS sent_today
      FROM plan_usage_days
      WHERE user_id = ${userId} AND day >= ${period.start} AND day < ${period.end}
    `.execute(this.db);
    const sums = rows[0];
    return {
      plan,
      period,
      used: {
        searches_limit: sums.searches,
        company_lists_limit: sums.company_lists,
        write_limit: sums.drafts,
        emails_limit: sums.messages_sent,
      },
      sentToday: sums.sent_today,
    };
  }

  /** The stored plan (Free when empty) and whether a club sponsors it, from the users list read model. */
  private async account(userId: string): Promise<{ plan: string; clubSponsored: boolean }> {
    const { rows } = await sql<{ role_name: string | null; club_code: string | null }>`
      SELECT role_name, club_code FROM users_list WHERE user_id = ${userId}
    `.execute(this.db);
    return { plan: planOrFree(rows[0]?.role_name), clubSponsored: (rows[0]?.club_code ?? null) !== null };
  }

  /** Read models built by the projection runner exist only once it has started them. */
  private async readModels(): Promise<{ usage: boolean; subscriptions: boolean }> {
    const { rows } = await sql<{ usage: boolean; subscriptions: boolean }>`
      SELECT to_regclass('plan_usage_days') IS NOT NULL AS usage,
             to_regclass('subscriptions') IS NOT NULL AS subscriptions
    `.execute(this.db);
    return rows[0];
  }
}
