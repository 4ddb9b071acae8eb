import { StatCards } from '../../../components/ui/stat-cards';
import type { AdminUsersResponse } from '../users.api';

export function UserStatsCards({ stats }: { stats: AdminUsersResponse['stats'] }) {
  return (
    <StatCards
      stats={[
        { label: 'Total Users', value: stats.totalUsers },
        { label: 'Pro Users', value: stats.proUsers },
        { label: 'Active Users', value: stats.activeUsers },
        { label: 'Club Users', value: stats.clubUsers },
      ]}
    />
  );
}
