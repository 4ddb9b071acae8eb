import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DraftsQuery } from '../../drafts/queries/drafts.query';
import { SendDraft } from '../../messaging/commands/send-draft.command';
import type { SendResult } from '../../messaging/commands/send-message.command';
import { SendProgressQuery } from '../../messaging/queries/send-progress.query';
import { utcDay } from '../../messaging/send-quota.events';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { derivedUuid, type CommandMetadata } from '../../platform/commands/command-metadata';
import { loadAggregate, toNewEvent } from '../../platform/commands/execute-command';
import { DomainError, WrongExpectedVersion } from '../../platform/errors/domain-error';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { runInTurn, type BatchRun } from '../../platform/jobs/run-in-turn';
import { dailyAllowance, localTime } from '../campaign-plan';
import { driveCampaign } from '../campaign.commands';
import { campaignDecider, type CampaignState } from '../campaign.decider';
import { CampaignNotActive } from '../campaign.errors';
import { campaignStreamId } from '../campaign.events';
import { campaignSlotStreamId, type CampaignSlotChosen } from '../campaign-slot.events';
import { CampaignSchedulerQuery, type DueCampaign } from '../queries/campaign-scheduler.query';
import { CampaignClock, CampaignRandom } from './campaign-scheduler-clock';
import {
  excludedContacts,
  isDueNow,
  pickCandidate,
  schedulerKeys,
  sentBefore,
  slotMessageId,
  slotVerdict,
  type SlotChoice,
} from './campaign-scheduler.rules';

/** What one tick did with each due campaign. */
export const TICK_OUTCOMES = ['sent', 'bounced', 'held', 'skipped', 'completed', 'waiting'] as const;
export type TickOutcome = (typeof TICK_OUTCOMES)[number];
export type CampaignTick = BatchRun<TickOutcome>;

/** Waiting drafts read per choice; replied contacts among them are skipped, the first other one is written to. */
const CANDIDATES = 20;
/** A draft the read model still lists after it went out is passed over; past this, the campaign waits a tick. */
const CHOICE_ROUNDS = 3;
/** Refusals of the send pipeline that only time lifts: the day's cap, the plan's period. */
const WAIT_CODES = new Set(['SEND.DAILY_CAP_REACHED', 'PLAN.LIMIT_REACHED']);

interface Slot {
  choice: SlotChoice | null;
  /** Choices recorded for the slot so far (the next attempt's number). */
  attempts: number;
}

/**
 * The campaign scheduler: on each tick, every campaign whose next send has come (campaigns_list, in pages) sends at
 * most one message, decided on its own stream: the user's newest waiting draft for the longest-waiting contact it
 * has not written to, through the send pipeline (the one daily cap, tracking, MessageFailed), then
 * RecordCampaignSend with one draw of the random source. Each step is recorded before the next, keyed by the
 * campaign's slot, so a scheduler killed anywhere resumes on the next tick with the same message and never a second.
 */
@Injectable()
export class CampaignScheduler {
  private readonly logger = new Logger('CampaignScheduler');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly campaigns: CampaignSchedulerQuery,
    private readonly drafts: DraftsQuery,
    private readonly sends: SendProgressQuery,
    private readonly clock: CampaignClock,
    private readonly random: CampaignRandom,
  ) {}

  async tick(at: Date = this.clock.now()): Promise<CampaignTick> {
    const now = at.toISOString();
    const tally = Object.fromEntries(
      [...TICK_OUTCOMES, 'failed'].map((outcome) => [outcome, [] as string[]]),
    ) as CampaignTick;
    let after: DueCampaign | undefined;
    for (;;) {
      const page = await this.campaigns.due(at, this.config.CAMPAIGN_TICK_BATCH, after);
      const run = await runInTurn(page, {
        outcomes: TICK_OUTCOMES,
        title: 'Campaign tick',
        logger: this.logger,
        idOf: (campaign) => campaign.campaign_id,
        work: (campaign) => this.step(campaign.campaign_id, now),
        reportFailure: (campaign, reason) =>
          this.logger.error(`Campaign ${campaign.campaign_id} did not send this tick: ${reason}`),
      });
      for (const outcome of Object.keys(tally) as (keyof CampaignTick)[])
        tally[outcome].push(...run[outcome]);
      if (page.length < this.config.CAMPAIGN_TICK_BATCH) return tally;
      after = page[page.length - 1];
    }
  }

  /** One due campaign on one tick. */
  private async step(campaignId: string, now: string): Promise<TickOutcome> {
    const { state } = await loadAggregate(this.store, campaignStreamId(campaignId), campaignDecider);
    if (state.status !== 'scheduled' && state.status !== 'partly_sent') return 'waiting';
    if (await this.recordLastBounce(state, now)) return 'bounced';
    const slot = await this.readSlot(campaignId, state.sentCount);
    // Killed after the message was queued: finish and record that very message, whatever the time now.
    if (slot.choice && (await this.messageKnown(slot.choice))) return this.finish(state, slot.choice, now);
    if (!isDueNow(state, now)) return 'waiting';
    const plan = state.plan!;
    const holding = await this.holding(state.userId, utcDay(now));
    const localDay = localTime(now, plan.timeZone).date;
    const allowance = dailyAllowance({
      dailyCap: this.config.DAILY_SEND_CAP,
      sentTodayByUser: holding.length,
      messagesPerDay: plan.messagesPerDay,
      sentTodayByCampaign: state.sentToday.day === localDay ? state.sentToday.count : 0,
      remaining: state.totalMessages - state.sentCount,
    });
    if (allowance < 1) return 'held';
    let choice = slot.choice;
    if (choice) {
      const verdict = slotVerdict({
        messageKnown: false,
        draftWaiting: await this.draftWaiting(state.userId, choice.draftId),
        contactReplied: (await this.campaigns.repliedAmong(state.userId, [choice.contactId])).size > 0,
      });
      if (verdict === 'choose_again') choice = null;
    }
    if (!choice) {
      const chosen = await this.choose(state, slot, now);
      if (typeof chosen === 'string') return chosen;
      choice = chosen;
    }
    return this.finish(state, choice, now);
  }

  /**
   * Chooses the slot's draft and records the choice before anything is sent: the newest waiting draft of the
   * longest-waiting contact the campaign has not written to; contacts who replied are skipped on the way, and a
   * campaign with no waiting draft left completes (no_contacts_left).
   */
  private async choose(
    state: CampaignState,
    slot: Slot,
    now: string,
  ): Promise<SlotChoice | 'skipped' | 'completed' | 'waiting'> {
    const { campaignId, userId } = state;
    const passedOver: string[] = [];
    for (let round = 0; round < CHOICE_ROUNDS; round += 1) {
      const waiting = await this.drafts.newestPerContactExcept(
        userId,
        [...excludedContacts(state), ...passedOver],
        CANDIDATES,
      );
      const replied = await this.campaigns.repliedAmong(
        userId,
        waiting.map((draft) => draft.contactId),
      );
      const { skip, pick, exhausted } = pickCandidate(
        waiting.map((draft) => ({ ...draft, replied: replied.has(draft.contactId) })),
      );
      for (const contactId of skip) {
        await this.drive(
          { type: 'SkipRepliedContact', data: { campaignId, userId, now, contactId } },
          schedulerKeys.skip(campaignId, contactId),
        );
      }
      if (exhausted) {
        await this.drive(
          { type: 'CompleteCampaign', data: { campaignId, userId, now } },
          schedulerKeys.complete(campaignId),
        );
        return 'completed';
      }
      if (!pick) return 'skipped';
      // The read model may still list a draft that has just gone out: its own stream decides.
      if (!(await this.draftWaiting(userId, pick.draftId))) {
        passedOver.push(pick.contactId);
        continue;
      }
      return this.recordChoice(state, slot, pick, now);
    }
    return 'waiting';
  }

  private async recordChoice(
    state: CampaignState,
    slot: Slot,
    pick: { draftId: string; contactId: string },
    now: string,
  ): Promise<SlotChoice> {
    const { campaignId, userId, sentCount } = state;
    const event: CampaignSlotChosen = {
      type: 'CampaignSlotChosen',
      data: {
        campaignId,
        userId,
        slot: sentCount,
        attempt: slot.attempts,
        draftId: pick.draftId,
        contactId: pick.contactId,
        messageId: slotMessageId(campaignId, sentCount, slot.attempts),
        at: now,
      },
    };
    const streamId = campaignSlotStreamId(campaignId, sentCount);
    const meta = this.meta(state, now, schedulerKeys.slot(campaignId, sentCount, slot.attempts));
    try {
      await this.store.append(streamId, [toNewEvent(event, meta, meta.idempotencyKey, streamId, 0)], {
        expected: slot.attempts === 0 ? 'no_stream' : slot.attempts - 1,
      });
      return event.data;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
      // Another run chose first: its choice is the slot's.
      return (await this.readSlot(campaignId, sentCount)).choice ?? event.data;
    }
  }

  /**
   * Sends the slot's draft as its message (or finds it sent or failed), then records it on the campaign with one
   * draw of the random source; a refused recipient is recorded as a bounce, which pauses the campaign at 5%.
   */
  private async finish(state: CampaignState, choice: SlotChoice, now: string): Promise<TickOutcome> {
    const { campaignId, userId } = state;
    const { draftId, contactId, messageId } = choice;
    try {
      const result: SendResult = await this.commands.execute(
        // The From address comes from the user's record; the signed-in e-mail stands in only for an unknown user.
        new SendDraft(
          userId,
          '',
          draftId,
          this.meta(state, now, `campaign-message:${messageId}`),
          undefined,
          messageId,
        ),
      );
      // Another run is delivering it right now; the next tick records it.
      if (result.status === 'queued') return 'waiting';
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Deleted since the message was queued: the message stands and is recorded below.
      if (!(await this.messageKnown(choice))) {
        this.logger.log(`Campaign ${campaignId} did not send draft ${draftId}: ${error.message}`);
        return WAIT_CODES.has(error.code) ? 'held' : 'skipped';
      }
    }
    const message = await this.sends.message(contactId, messageId);
    if (!message || message.status === 'queued') return 'waiting';
    // The instant it was queued, and that day's cap before it: as it was decided, also when recorded after a crash.
    const queuedAt = message.queuedAt || now;
    const holding = await this.holding(userId, utcDay(queuedAt));
    try {
      await this.drive(
        {
          type: 'RecordCampaignSend',
          data: {
            campaignId,
            userId,
            now: queuedAt,
            contactId,
            messageId,
            dailyCap: this.config.DAILY_SEND_CAP,
            sentTodayByUser: sentBefore(holding, messageId),
            random: this.random.next(),
          },
        },
        schedulerKeys.send(messageId),
      );
    } catch (error) {
      // Cancelled (or paused) by the user while the message went out: it stays a message of theirs, not counted.
      if (error instanceof CampaignNotActive) return 'waiting';
      throw error;
    }
    if (message.status !== 'failed') return 'sent';
    await this.drive(
      { type: 'RecordCampaignBounce', data: { campaignId, userId, now, messageId } },
      schedulerKeys.bounce(messageId),
    );
    return 'bounced';
  }

  /**
   * A scheduler killed between recording a send and its bounce: the campaign's last message, refused, is recorded
   * as bounced before anything else. True when that paused the campaign.
   */
  private async recordLastBounce(state: CampaignState, now: string): Promise<boolean> {
    const messageId = state.sentMessageIds.at(-1);
    const contactId = state.sentContactIds.at(-1);
    if (!messageId || !contactId || state.bouncedMessageIds.includes(messageId)) return false;
    if ((await this.sends.message(contactId, messageId))?.status !== 'failed') return false;
    const { campaignId, userId } = state;
    const outcome = await this.drive(
      { type: 'RecordCampaignBounce', data: { campaignId, userId, now, messageId } },
      schedulerKeys.bounce(messageId),
    );
    return outcome.status === 'paused';
  }

  private async readSlot(campaignId: string, slot: number): Promise<Slot> {
    const events = await this.store.readStream(campaignSlotStreamId(campaignId, slot));
    const last = events.at(-1) as (CampaignSlotChosen & { type: string }) | undefined;
    return { choice: last ? last.data : null, attempts: events.length };
  }

  private async messageKnown(choice: SlotChoice): Promise<boolean> {
    return (await this.sends.message(choice.contactId, choice.messageId))?.userId === choice.userId;
  }

  private async draftWaiting(userId: string, draftId: string): Promise<boolean> {
    return (await this.drafts.draftForUser(userId, draftId))?.state === 'draft';
  }

  private holding(userId: string, day: string): Promise<string[]> {
    return this.sends.holding(userId, day);
  }

  private drive(command: Parameters<typeof driveCampaign>[0], idempotencyKey: string) {
    const { campaignId, userId, now } = command.data;
    return this.commands.execute(
      driveCampaign(command, this.meta({ campaignId, userId }, now, idempotencyKey)),
    );
  }

  /** The campaign's commands share one correlation id; the user is their actor (their plan counts the messages). */
  private meta(
    campaign: { campaignId: string; userId: string },
    now: string,
    idempotencyKey: string,
  ): CommandMetadata {
    return {
      actorUserId: campaign.userId,
      correlationId: derivedUuid('campaign', campaign.campaignId),
      causationId: null,
      now,
      idempotencyKey,
    };
  }
}
