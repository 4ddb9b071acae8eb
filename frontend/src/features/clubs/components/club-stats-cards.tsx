import { StatCards } from '../../../components/ui/stat-cards';
import type { Club } from '../clubs.api';
import { clubTotals } from '../club-stats';

export function ClubStatsCards({ clubs }: { clubs: Club[] }) {
  const totals = clubTotals(clubs);
  return (
    <StatCards
      stats={[
        { label: 'Total Clubs', value: totals.totalClubs },
        { label: 'Total Seats', value: totals.totalSeats },
        { label: 'Seats Used', value: totals.usedSeats },
        { label: 'Seats Remaining', value: totals.remainingSeats },
      ]}
    />
  );
}
