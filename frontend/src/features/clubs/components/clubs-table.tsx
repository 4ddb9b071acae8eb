import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import type { Club } from '../clubs.api';

export type ClubAction = 'link' | 'history' | 'edit' | 'delete';

interface ClubsTableProps {
  clubs: Club[];
  onAction: (action: ClubAction, club: Club) => void;
}

const headerCell =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400';
const cell = 'px-3 py-2 align-middle whitespace-nowrap';

export function ClubsTable({ clubs, onAction }: ClubsTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <table className="min-w-full divide-y divide-gray-200 text-sm dark:divide-gray-800">
        <caption className="sr-only">Clubs</caption>
        <thead className="bg-gray-50 dark:bg-gray-800/50">
          <tr>
            <th scope="col" className={headerCell}>
              Code
            </th>
            <th scope="col" className={headerCell}>
              Name
            </th>
            <th scope="col" className={headerCell}>
              Signups
            </th>
            <th scope="col" className={headerCell}>
              Remaining
            </th>
            <th scope="col" className={headerCell}>
              Status
            </th>
            <th scope="col" className={headerCell}>
              Created
            </th>
            <th scope="col" className={headerCell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {clubs.map((club) => (
            <tr key={club.club_code}>
              <td className={`${cell} font-mono font-medium`}>{club.club_code}</td>
              <td className={cell}>{club.club_name}</td>
              <td className={cell}>
                {club.current_signups}/{club.max_free_signups}
              </td>
              <td className={cell}>{club.remaining_signups}</td>
              <td className={cell}>
                {club.is_active ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Inactive</Badge>}
              </td>
              <td className={cell}>
                <time dateTime={club.created_at ?? undefined}>{formatDateTime(club.created_at)}</time>
              </td>
              <td className={cell}>
                <div className="flex justify-end gap-1.5">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
