import type { ClubView } from '../club.contract';

/**
 * The clubs_list read model as the queries see it (a view over the projector's active generation): a club's view
 * fields under the same names, its times as the database gives them.
 */
export interface ClubsListRow extends Omit<ClubView, 'created_at' | 'updated_at'> {
  created_at: Date;
  updated_at: Date;
  /** Position of the last event applied to the row; re-applied older events are skipped. */
  position: string;
}

export interface ClubsReadModels {
  clubs_list: ClubsListRow;
}
