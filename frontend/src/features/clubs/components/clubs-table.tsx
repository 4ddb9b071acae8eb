import { ActiveBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import type { Club } from '../clubs.api';

export type ClubAction = 'link' | 'history' | 'edit' | 'delete';

interface ClubsTableProps {
  clubs: Club[];
  onAction: (action: ClubAction, club: Club) => void;
}

const columns: TableColumn<Club>[] = [
  { header: 'Code', cell: (club) => club.club_code, className: 'font-mono font-medium' },
  { header: 'Name', cell: (club) => club.club_name },
  { header: 'Signups', cell: (club) => `${club.current_signups}/${club.max_free_signups}`, inCard: true },
  { header: 'Remaining', cell: (club) => club.remaining_signups, inCard: true },
  { header: 'Status', cell: (club) => <ActiveBadge active={club.is_active} /> },
  { header: 'Created', cell: (club) => <DateTime value={club.created_at} />, inCard: true },
];

export function ClubsTable({ clubs, onAction }: ClubsTableProps) {
  return (
    <ResponsiveTable
      label="Clubs"
      items={clubs}
      itemKey={(club) => club.club_code}
      columns={columns}
      cardHeading={(club) => (
        <>
          <p className="truncate font-medium">{club.club_name}</p>
          <p className="font-mono text-xs text-gray-600 dark:text-gray-400">{club.club_code}</p>
        </>
      )}
      cardBadges={(club) => <ActiveBadge active={club.is_active} />}
      actions={(club) => (
        <div className="flex flex-wrap justify-end gap-1.5">
          <Button variant="secondary" size="sm" onClick={() => onAction('link', club)}>
            View Link
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onAction('history', club)}>
            History
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onAction('edit', club)}>
            Edit
          </Button>
          <Button variant="danger" size="sm" onClick={() => onAction('delete', club)}>
            Delete
          </Button>
        </div>
      )}
    />
  );
}
