/** The outgoing-activity read model as the queries see it (a view over the projector's active generation). */

/** Messages one user sent in one UTC quarter hour, keyed `<user_id>|<slot ISO>`. */
export interface OutgoingActivitySlotRow {
  slot_key: string;
  user_id: string;
  /** Start of the quarter hour. */
  slot: Date;
  sent: number;
  position: string;
}

export interface OutgoingActivityReadModels {
  outgoing_activity_slots: OutgoingActivitySlotRow;
}

export const slotKey = (userId: string, slot: string): string => `${userId}|${slot}`;
