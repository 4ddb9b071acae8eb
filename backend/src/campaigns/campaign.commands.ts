import type { CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, decisionTargets } from '../platform/commands/decide.command';
import type { Recorded } from '../platform/commands/decider';
import type { CancelCampaignAnswer, ScheduleCampaignAnswer } from './campaign.contract';
import {
  campaignDecider,
  type CampaignCommand,
  type CampaignState,
  type CampaignStatus,
  type CancelCampaign,
  type ScheduleCampaign,
} from './campaign.decider';
import { campaignStreamId, type CampaignEvent } from './campaign.events';
import { campaignView, type CampaignFields } from './campaign-view';

/** What the scheduler learns from each command it drives: where the campaign stands and when it may send next. */
export interface CampaignProgressResult {
  campaignId: string;
  status: CampaignStatus;
  sentCount: number;
  nextSendAt: string | null;
  checkpoint: string;
}

const campaignTargets = decisionTargets(campaignDecider, (command) =>
  campaignStreamId(command.data.campaignId),
);

const scheduled = campaignTargets<ScheduleCampaign, ScheduleCampaignAnswer>(
  ({ state, history, checkpoint }, command) => ({
    campaign: campaignView(campaignFields(state, history), command.data.now),
    checkpoint,
  }),
);

const cancelled = campaignTargets<CancelCampaign, CancelCampaignAnswer>(({ checkpoint }, command) => ({
  campaign_id: command.data.campaignId,
  status: 'cancelled',
  checkpoint,
}));

/** One campaign of a cancel-all: whether this command (now, or earlier under its key) is what cancelled it. */
const cancelledOfAll = campaignTargets<CancelCampaign, { cancelled: boolean; checkpoint: string }>(
  ({ events, checkpoint }) => ({ cancelled: events.length > 0, checkpoint }),
);

type SchedulerCommand = Exclude<CampaignCommand, ScheduleCampaign | CancelCampaign>;

const progressed = campaignTargets<SchedulerCommand, CampaignProgressResult>(({ state, checkpoint }) => ({
  campaignId: state.campaignId,
  status: state.status,
  sentCount: state.sentCount,
  nextSendAt: state.nextSendAt,
  checkpoint,
}));

export const scheduleCampaign = (command: ScheduleCampaign, meta: CommandMetadata) =>
  new Decide(scheduled, command, meta);

export const cancelCampaign = (command: CancelCampaign, meta: CommandMetadata) =>
  new Decide(cancelled, command, meta);

export const cancelOneOfAll = (command: CancelCampaign, meta: CommandMetadata) =>
  new Decide(cancelledOfAll, command, meta);

/**
 * The scheduler's commands (RecordCampaignSend, SkipRepliedContact, RecordCampaignBounce, PauseCampaign,
 * CompleteCampaign). Each is idempotent in the decider and, under the scheduler's idempotency key (the message or
 * contact it is about), in the event store.
 */
export const driveCampaign = (command: SchedulerCommand, meta: CommandMetadata) =>
  new Decide(progressed, command, meta);

function campaignFields(state: CampaignState, history: Recorded<CampaignEvent>[]): CampaignFields {
  const plan = state.plan!;
  return {
    campaign_id: state.campaignId,
    campaign_name: state.campaignName,
    total_messages: state.totalMessages,
    sent_count: state.sentCount,
    messages_per_day: plan.messagesPerDay,
    start_date: plan.startDate,
    days_of_week: [...plan.daysOfWeek],
    send_start: plan.sendTimes.start,
    send_end: plan.sendTimes.end,
    time_zone: plan.timeZone,
    status: state.status as CampaignFields['status'],
    paused_reason: state.pausedReason,
    next_send_at: state.nextSendAt,
    created_at: history.find((event) => event.type === 'CampaignScheduled')?.metadata.recordedAt ?? '',
  };
}
