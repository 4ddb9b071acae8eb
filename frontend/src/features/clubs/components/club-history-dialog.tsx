import { Link } from 'react-router-dom';
import { Button, focusRing } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { type Club, type ClubChange, type ClubHistoryItem, useClubHistoryQuery } from '../clubs.api';

interface ClubHistoryDialogProps {
  club: Club | null;
  onClose: () => void;
}

export function ClubHistoryDialog({ club, onClose }: ClubHistoryDialogProps) {
  return (
    <Dialog
      open={club !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Club History"
      description={club && `Everything that happened to ${club.club_name} (${club.club_code}).`}
      wide
    >
      {club && <HistoryList clubCode={club.club_code} />}
    </Dialog>
  );
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Change({ change }: { change: ClubChange }) {
  return (
    <li>
      <span className="font-medium">{change.field}</span>: {formatValue(change.from)}{' '}
      <span aria-hidden="true">→</span>
      <span className="sr-only">changed to</span> {formatValue(change.to)}
    </li>
  );
}

/** Only signups (ClubSignupRecorded) name a member: the user who took the seat. */
type WithMember = ClubHistoryItem & { member?: { user_id: string; email: string | null } | null };

/** The admin Users tab opens a user's history from the address; features link to each other by URL only. */
function memberHistoryPath(userId: string): string {
  return `${paths.admin}?${new URLSearchParams({ tab: 'users', user: userId }).toString()}`;
}

function MemberLink({ item }: { item: ClubHistoryItem }) {
  const { member } = item as WithMember;
  if (!member) return null;
  return (
    <Link
      to={memberHistoryPath(member.user_id)}
      className={cn(
        'mt-1 inline-block rounded text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400',
        focusRing,
      )}
    >
      View {member.email ?? `user ${member.user_id}`}'s history
    </Link>
  );
}

function HistoryList({ clubCode }: { clubCode: string }) {
  const {
    data: items,
    isLoading,
    isError,
    refetch,
  } = useClubHistoryQuery(clubCode, {
    refetchOnMountOrArgChange: true,
  });

  if (isLoading) return <Spinner label="Loading history..." />;
  if (isError || !items) {
    return (
      <div role="alert" className="space-y-3 text-sm text-red-700 dark:text-red-400">
        <p>Failed to fetch club history</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-400">No history yet.</p>;

  return (
    <ol aria-label="Club events" className="space-y-3">
      {items.map((item) => (
        <li
          key={item.event_id}
          className="rounded-md border border-gray-200 p-3 text-sm dark:border-gray-700"
        >
          <p className="font-medium text-gray-900 dark:text-gray-100">{item.summary}</p>
          <p className="mt-0.5 text-xs text-gray-600 dark:text-gray-400">
            by {item.actor ? (item.actor.email ?? `user ${item.actor.user_id}`) : 'System'} ·{' '}
            <time dateTime={item.recorded_at}>{formatDateTime(item.recorded_at)}</time>
          </p>
          <MemberLink item={item} />
          {item.changes.length > 0 && (
            <ul aria-label="Changed fields" className="mt-2 space-y-0.5 text-gray-700 dark:text-gray-300">
              {item.changes.map((change) => (
                <Change key={change.field} change={change} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
