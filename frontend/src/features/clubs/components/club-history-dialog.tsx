import { DateTime } from '../../../components/ui/date-time';
import { Dialog } from '../../../components/ui/dialog';
import { FetchError } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { formatValue } from '../../../lib/format-value';
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

function Change({ change }: { change: ClubChange }) {
  return (
    <li>
      <span className="font-medium">{change.field}</span>: {formatValue(change.from)}{' '}
      <span aria-hidden="true">→</span>
      <span className="sr-only">changed to</span> {formatValue(change.to)}
    </li>
  );
}

/** The admin Users tab opens a user's history from the address; features link to each other by URL only. */
function memberHistoryPath(userId: string): string {
  return `${paths.admin}?${new URLSearchParams({ tab: 'users', user: userId }).toString()}`;
}

/** Only signups (ClubSignupRecorded) name a member: the user who took the seat. */
function MemberLink({ item: { member } }: { item: ClubHistoryItem }) {
  if (!member) return null;
  return (
    <TextLink to={memberHistoryPath(member.user_id)} className="mt-1 inline-block text-xs">
      View {member.email ?? `user ${member.user_id}`}'s history
    </TextLink>
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
    return <FetchError message="Failed to fetch club history" onRetry={() => void refetch()} />;
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
            <DateTime value={item.recorded_at} />
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
