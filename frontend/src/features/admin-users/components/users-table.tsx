import { ActiveBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import type { AdminUser } from '../users.api';
import { PlanBadge } from './plan-badge';

interface UsersTableProps {
  users: AdminUser[];
  onShowHistory: (user: AdminUser) => void;
}

function fullName(user: AdminUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || '-';
}

const columns: TableColumn<AdminUser>[] = [
  { header: 'Email', cell: (user) => user.email, className: 'font-medium' },
  { header: 'Name', cell: fullName },
  { header: 'Plan', cell: (user) => <PlanBadge roleName={user.role_name} /> },
  { header: 'Club', cell: (user) => user.club_name ?? '-', inCard: 'wrap' },
  { header: 'UTM Source', cell: (user) => user.utm_source ?? '-', inCard: 'wrap' },
  { header: 'Status', cell: (user) => <ActiveBadge active={user.is_active} /> },
  { header: 'Joined', cell: (user) => <DateTime value={user.created_at} />, inCard: true },
  { header: 'Last Active', cell: (user) => <DateTime value={user.last_active} />, inCard: true },
];

export function UsersTable({ users, onShowHistory }: UsersTableProps) {
  return (
    <ResponsiveTable
      label="Users"
      items={users}
      itemKey={(user) => user._id}
      columns={columns}
      cardHeading={(user) => (
        <>
          <p className="font-medium break-all">{user.email}</p>
          <p className="text-xs text-gray-600 dark:text-gray-400">{fullName(user)}</p>
        </>
      )}
      cardBadges={(user) => (
        <>
          <PlanBadge roleName={user.role_name} />
          <ActiveBadge active={user.is_active} />
        </>
      )}
      actions={(user) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`History of ${user.email}`}
          onClick={() => onShowHistory(user)}
        >
          History
        </Button>
      )}
    />
  );
}
