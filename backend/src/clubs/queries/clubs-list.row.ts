/** The clubs_list read model as the queries see it (a view over the projector's active generation). */
export interface ClubsListRow {
  club_code: string;
  club_name: string;
  max_free_signups: number;
  current_signups: number;
  remaining_signups: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  /** Position of the last event applied to the row; re-applied older events are skipped. */
  position: string;
}

export interface ClubsReadModels {
  clubs_list: ClubsListRow;
}
