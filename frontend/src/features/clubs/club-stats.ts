import type { Club } from './clubs.api';

export interface ClubTotals {
  totalClubs: number;
  totalSeats: number;
  usedSeats: number;
  remainingSeats: number;
}

/** Totals are derived from the list itself (spec section 3, Club). */
export function clubTotals(clubs: Club[]): ClubTotals {
  return clubs.reduce<ClubTotals>(
    (totals, club) => ({
      totalClubs: totals.totalClubs + 1,
      totalSeats: totals.totalSeats + club.max_free_signups,
      usedSeats: totals.usedSeats + club.current_signups,
      remainingSeats: totals.remainingSeats + club.remaining_signups,
    }),
    { totalClubs: 0, totalSeats: 0, usedSeats: 0, remainingSeats: 0 },
  );
}
