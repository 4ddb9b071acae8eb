/** The rules of one mass send (POST /emails/send/ with limit and filtered_ids), free of I/O. */

export const NO_CONTACTS_MATCH = 'No contacts match your filters.';

export interface MassSendPlan {
  /** The drafts sent now, in order. */
  send: string[];
  /** Drafts asked for that the day's cap holds back: they wait for tomorrow's slots. */
  held: number;
}

/**
 * Given the matching drafts (oldest waiting first), the number asked for and the slots left of the day's cap, when
 * sending, then the first drafts that fit the cap go now and the rest of those asked for wait: never past the cap.
 */
export function planMassSend(matching: readonly string[], limit: number, slotsLeft: number): MassSendPlan {
  const asked = matching.slice(0, Math.max(0, limit));
  const send = asked.slice(0, Math.max(0, slotsLeft));
  return { send, held: asked.length - send.length };
}
