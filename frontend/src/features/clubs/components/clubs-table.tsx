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

function ClubActions({ club, onAction }: { club: Club; onAction: ClubsTableProps['onAction'] }) {
  return (
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
  );
}

/** Narrow screens get one card per club, so every action is reachable without sideways scrolling. */
function ClubCards({ clubs, onAction }: ClubsTableProps) {
  return (
    <ul aria-label="Clubs" className="space-y-3 sm:hidden">
      {clubs.map((club) => (
        <li
          key={club.club_code}
          className="rounded-lg border border-gray-200 bg-white p-4 text-sm dark:border-gray-800 dark:bg-gray-900"
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-medium">{club.club_name}</p>
              <p className="font-mono text-xs text-gray-600 dark:text-gray-400">{club.club_code}</p>
            </div>
            {club.is_active ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Inactive</Badge>}
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
            <div>
              <dt className="text-gray-600 dark:text-gray-400">Signups</dt>
              <dd>
                {club.current_signups}/{club.max_free_signups}
              </dd>
            </div>
            <div>
              <dt className="text-gray-600 dark:text-gray-400">Remaining</dt>
              <dd>{club.remaining_signups}</dd>
            </div>
            <div>
              <dt className="text-gray-600 dark:text-gray-400">Created</dt>
              <dd>
                <time dateTime={club.created_at ?? undefined}>{formatDateTime(club.created_at)}</time>
              </dd>
            </div>
          </dl>
          <div className="mt-3">
            <ClubActions club={club} onAction={onAction} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ClubsTable({ clubs, onAction }: ClubsTableProps) {
  return (
    <>
      <ClubCards clubs={clubs} onAction={onAction} />
      <ClubsGrid clubs={clubs} onAction={onAction} />
    </>
  );
}

function ClubsGrid({ clubs, onAction }: ClubsTableProps) {
  return (
    <div className="relative hidden overflow-x-auto sm:block rounded-lg border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
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
                <ClubActions club={club} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
