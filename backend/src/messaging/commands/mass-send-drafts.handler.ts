import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DraftsQuery } from '../../drafts/queries/drafts.query';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { loadAggregate } from '../../platform/commands/execute-command';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { recordOnce } from '../../platform/commands/record-once';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import { massSendStreamId, type MassSendPlanned } from '../mass-send.events';
import { massSendIdForKey } from '../message-id';
import { planMassSend, type MassSendPlan } from '../mass-send.rules';
import { DailySendCapReached, NoContactsMatchFilters } from '../messaging.errors';
import { sendQuotaDecider } from '../send-quota.decider';
import { sendQuotaStreamId, utcDay } from '../send-quota.events';
import { MassSendDrafts, type MassSendResult } from './mass-send-drafts.command';
import { SendDrafts, type BatchSendResult } from './send-drafts.command';

const CAP_REACHED = 'SEND.DAILY_CAP_REACHED';

@CommandHandler(MassSendDrafts)
export class MassSendDraftsHandler implements ICommandHandler<MassSendDrafts> {
  constructor(
    private readonly drafts: DraftsQuery,
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, userEmail, limit, contactIds, meta }: MassSendDrafts): Promise<MassSendResult> {
    const cap = this.config.DAILY_SEND_CAP;
    const plan = await this.planned(userId, meta, () => this.plan(userId, limit, contactIds, meta));
    const batch: BatchSendResult =
      plan.send.length > 0
        ? await this.commands.execute(new SendDrafts(userId, userEmail, plan.send, meta))
        : { sent: 0, failed: [], results: [], checkpoint: '' };
    // A send elsewhere (another window, a campaign) may take the last slots meanwhile: those drafts wait too.
    const capped = new Set(batch.results.filter((r) => r.code === CAP_REACHED).map((r) => r.draft_id));
    const waiting = plan.held + capped.size;
    return {
      ...batch,
      failed: batch.failed.filter((failure) => !capped.has(failure.draft_id)),
      waiting,
      ...(waiting > 0 ? { detail: new DailySendCapReached(cap).message } : {}),
    };
  }

  /** The drafts to send now and how many wait: matching drafts, one per contact, within the day's slots left. */
  private async plan(
    userId: string,
    limit: number,
    contactIds: string[] | undefined,
    meta: CommandMetadata,
  ): Promise<MassSendPlan> {
    const matching = await this.drafts.newestPerContact(userId, contactIds, limit);
    if (matching.length === 0) throw new NoContactsMatchFilters(contactIds ? 'filtered_ids' : 'limit');
    // The day's slots from the quota's own stream, as the send itself counts them.
    const { state } = await loadAggregate(
      this.store,
      sendQuotaStreamId(userId, utcDay(meta.now)),
      sendQuotaDecider,
    );
    return planMassSend(matching, limit, this.config.DAILY_SEND_CAP - state.holding.length);
  }

  /**
   * Under an Idempotency-Key the plan is recorded once: the same request again sends (replays) the same drafts
   * and answers the same, although the drafts it sent are no longer waiting. Without a key, a new plan each time.
   */
  private async planned(
    userId: string,
    meta: CommandMetadata,
    plan: () => Promise<MassSendPlan>,
  ): Promise<MassSendPlan> {
    if (!meta.idempotencyKey) return plan();
    const { draftIds, held } = await recordOnce<MassSendPlanned>(
      this.store,
      massSendStreamId(massSendIdForKey(userId, meta.idempotencyKey)),
      meta,
      async () => {
        const { send, held } = await plan();
        return { type: 'MassSendPlanned', data: { userId, draftIds: send, held } };
      },
    );
    return { send: draftIds, held };
  }
}
