import { derivedUuid } from '../../platform/commands/command-metadata';
import { isInsideWindow } from '../campaign-plan';
import type { CampaignState } from '../campaign.decider';
import type { CampaignSlotChosen } from '../campaign-slot.events';

/**
 * The scheduler's own choices as pure functions: when a campaign acts on a tick, what a recorded slot choice still
 * allows, which waiting drafts are skipped for replies and which one is written to. The scheduler passes the facts
 * it read; nothing here reads a clock, the database or a random source.
 */

export type SlotChoice = CampaignSlotChosen['data'];

/** A waiting draft as the scheduler may send it: the contact's newest, longest-waiting first. */
export interface Candidate {
  draftId: string;
  contactId: string;
  /** The contact replied to the user (to any message). */
  replied: boolean;
}

const isSending = (state: CampaignState): boolean =>
  state.status === 'scheduled' || state.status === 'partly_sent';

/** A campaign sends on this tick only when it is sending, its next send has come and the window is open. */
export function isDueNow(state: CampaignState, now: string): boolean {
  return (
    isSending(state) &&
    state.plan !== null &&
    state.nextSendAt !== null &&
    state.nextSendAt <= now &&
    isInsideWindow(state.plan, now)
  );
}

/** What the facts read for a recorded slot choice allow. */
export interface SlotFacts {
  /** The slot's message is in the contact's conversation (queued, sent or failed): it must be finished, not redone. */
  messageKnown: boolean;
  /** The draft's own stream: still waiting, or gone (sent some other way, deleted). */
  draftWaiting: boolean;
  /** The contact replied since the choice. */
  contactReplied: boolean;
}

/**
 * finish: the message exists, so the scheduler completes and records it, whatever the window (a crash after the
 * send); send: the choice stands and may go now; choose_again: it can no longer go, a new attempt of the slot is chosen.
 */
export function slotVerdict(facts: SlotFacts): 'finish' | 'send' | 'choose_again' {
  if (facts.messageKnown) return 'finish';
  return facts.draftWaiting && !facts.contactReplied ? 'send' : 'choose_again';
}

/**
 * From the waiting drafts in the user's order: the contacts who replied, to skip, and the first draft whose contact
 * did not. `exhausted` says no draft at all is waiting for a contact the campaign may still write to.
 */
export function pickCandidate(candidates: readonly Candidate[]): {
  skip: string[];
  pick: Candidate | null;
  exhausted: boolean;
} {
  return {
    skip: candidates.filter((candidate) => candidate.replied).map((candidate) => candidate.contactId),
    pick: candidates.find((candidate) => !candidate.replied) ?? null,
    exhausted: candidates.length === 0,
  };
}

/** Contacts whose waiting drafts the campaign never sends: written to already, or skipped for a reply. */
export function excludedContacts(state: CampaignState): string[] {
  return [...new Set([...state.sentContactIds, ...state.repliedContactIds])];
}

/** The message id of one attempt of one slot: the same in every process and after any restart. */
export function slotMessageId(campaignId: string, slot: number, attempt: number): string {
  return derivedUuid('campaign-message', campaignId, String(slot), String(attempt));
}

/**
 * The user's messages holding a slot of the cap, the slot's own message left out: what the cap held before it went,
 * as RecordCampaignSend judges the day's allowance.
 */
export function sentBefore(holding: readonly string[], messageId: string): number {
  return holding.filter((id) => id !== messageId).length;
}

/** The idempotency keys of the scheduler's commands: a repeat after a crash appends nothing new. */
export const schedulerKeys = {
  send: (messageId: string) => `campaign-send:${messageId}`,
  bounce: (messageId: string) => `campaign-bounce:${messageId}`,
  skip: (campaignId: string, contactId: string) => `campaign-skip:${campaignId}:${contactId}`,
  complete: (campaignId: string) => `campaign-complete:${campaignId}`,
  slot: (campaignId: string, slot: number, attempt: number) =>
    `campaign-slot:${campaignId}:${slot}:${attempt}`,
};
