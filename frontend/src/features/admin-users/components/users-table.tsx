import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import type { AdminUser } from '../users.api';
import { PlanBadge } from './plan-badge';

interface UsersTableProps {
  users: AdminUser[];
  onShowHistory: (user: AdminUser) => void;
}

const headerCell =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400';
const cell = 'px-3 py-2 align-middle whitespace-nowrap';

function fullName(user: AdminUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || '-';
}

function StatusBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Inactive</Badge>;
}

function DateTime({ value }: { value: string | null }) {
  return <time dateTime={value ?? undefined}>{formatDateTime(value)}</time>;
}

function HistoryButton({
  user,
  onShowHistory,
}: {
  user: AdminUser;
  onShowHistory: UsersTableProps['onShowHistory'];
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`History of ${user.email}`}
      onClick={() => onShowHistory(user)}
    >
      History
    </Button>
  );
}

/** Narrow screens get one card per user, so every field and action shows without sideways scrolling. */
function UserCards({ users, onShowHistory }: UsersTableProps) {
  return (
    <ul aria-label="Users" className="space-y-3 sm:hidden">
      {users.map((user) => (
        <li
          key={user._id}
          className="rounded-lg border border-gray-200 bg-white p-4 text-sm dark:border-gray-800 dark:bg-gray-900"
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium break-all">{user.email}</p>
              <p className="text-xs text-gray-600 dark:text-gray-400">{fullName(user)}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <PlanBadge roleName={user.role_name} />
              <StatusBadge active={user.is_active} />
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
            <div className="min-w-0">
              <dt className="text-gray-600 dark:text-gray-400">Club</dt>
              <dd className="break-words">{user.club_name ?? '-'}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-gray-600 dark:text-gray-400">UTM Source</dt>
              <dd className="break-words">{user.utm_source ?? '-'}</dd>
            </div>
            <div>
              <dt className="text-gray-600 dark:text-gray-400">Joined</dt>
              <dd>
                <DateTime value={user.created_at} />
              </dd>
            </div>
            <div>
              <dt className="text-gray-600 dark:text-gray-400">Last Active</dt>
              <dd>
                <DateTime value={user.last_active} />
              </dd>
            </div>
          </dl>
          <div className="mt-3 flex justify-end">
            <HistoryButton user={user} onShowHistory={onShowHistory} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function UsersGrid({ users, onShowHistory }: UsersTableProps) {
  const columns = ['Email', 'Name', 'Plan', 'Club', 'UTM Source', 'Status', 'Joined', 'Last Active'];
  return (
    <div className="relative hidden overflow-x-auto rounded-lg border border-gray-200 bg-white sm:block dark:border-gray-800 dark:bg-gray-900">
      <table className="min-w-full divide-y divide-gray-200 text-sm dark:divide-gray-800">
        <caption className="sr-only">Users</caption>
        <thead className="bg-gray-50 dark:bg-gray-800/50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headerCell}>
                {column}
              </th>
            ))}
            <th scope="col" className={headerCell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {users.map((user) => (
            <tr key={user._id}>
              <td className={`${cell} font-medium`}>{user.email}</td>
              <td className={cell}>{fullName(user)}</td>
              <td className={cell}>
                <PlanBadge roleName={user.role_name} />
              </td>
              <td className={cell}>{user.club_name ?? '-'}</td>
              <td className={cell}>{user.utm_source ?? '-'}</td>
              <td className={cell}>
                <StatusBadge active={user.is_active} />
              </td>
              <td className={cell}>
                <DateTime value={user.created_at} />
              </td>
              <td className={cell}>
                <DateTime value={user.last_active} />
              </td>
              <td className={`${cell} text-right`}>
                <HistoryButton user={user} onShowHistory={onShowHistory} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function UsersTable({ users, onShowHistory }: UsersTableProps) {
  return (
    <>
      <UserCards users={users} onShowHistory={onShowHistory} />
      <UsersGrid users={users} onShowHistory={onShowHistory} />
    </>
  );
}
