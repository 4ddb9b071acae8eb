import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DraftsQuery } from '../../drafts/queries/drafts.query';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { loadAggregate } from '../../platform/commands/execute-command';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { planMassSend } from '../mass-send.rules';
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
    const matching = await this.drafts.newestPerContact(userId, contactIds, limit);
    if (matching.length === 0) throw new NoContactsMatchFilters(contactIds ? 'filtered_ids' : 'limit');
    // The day's slots from the quota's own stream, as the send itself counts them.
    const cap = this.config.DAILY_SEND_CAP;
    const { state } = await loadAggregate(
      this.store,
      sendQuotaStreamId(userId, utcDay(meta.now)),
      sendQuotaDecider,
    );
    const plan = planMassSend(matching, limit, cap - state.holding.length);
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
}
