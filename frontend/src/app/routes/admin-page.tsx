import { userHistoryParams } from '@outreach/backend/users/users.contract';
import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { UsersPanel } from '../../features/admin-users/components/users-panel';
import { ClubsPanel } from '../../features/clubs/components/clubs-panel';
import { ContactMessagesPanel } from '../../features/contact-messages/components/contact-messages-panel';
import { ButtonClicksPanel } from '../../features/site-analytics/components/button-clicks-panel';
import { paths } from '../../config/paths';
import { focusRing } from '../../components/ui/button';
import { TextLink } from '../../components/ui/text-link';
import { cn } from '../../lib/cn';
import { useAppSelector } from '../../api/hooks';

const TABS = ['users', 'clubs', 'messages', 'site'] as const;
type AdminTab = (typeof TABS)[number];

/** The server's own rule for a user id, so a mistyped link does not open a history that can never load. */
function isUserId(value: string): boolean {
  return userHistoryParams.safeParse({ userId: value }).success;
}

const triggerClasses = cn(
  '-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-gray-600 hover:text-gray-900 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 dark:text-gray-400 dark:hover:text-gray-100 dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300',
  focusRing,
);

export function AdminPage() {
  const isAdmin = useAppSelector((state) => state.session.isAdmin);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: AdminTab = TABS.includes(requested as AdminTab) ? (requested as AdminTab) : 'users';
  const requestedUser = searchParams.get('user');
  const historyUserId = requestedUser !== null && isUserId(requestedUser) ? requestedUser : null;

  // ?tab=users&user=<id> opens that user's history, so other screens can link to a member's audit view.
  const showHistory = useCallback(
    (userId: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (userId === null) next.delete('user');
          else next.set('user', userId);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // A link naming something that is not a user id opens nothing; dropping it keeps the address honest.
  useEffect(() => {
    if (requestedUser !== null && historyUserId === null) showHistory(null);
  }, [requestedUser, historyUserId, showHistory]);

  if (!isAdmin) {
    return (
      <section className="space-y-3">
        <h1 className="text-2xl font-bold">Admin</h1>
        <p className="text-gray-600 dark:text-gray-400">This area is for administrators.</p>
        <TextLink to={paths.dashboard}>Back to Dashboard</TextLink>
      </section>
    );
  }

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Admin</h1>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setSearchParams({ tab: value }, { replace: true })}
        className="space-y-4"
      >
        <Tabs.List aria-label="Admin sections" className="flex border-b border-gray-200 dark:border-gray-800">
          <Tabs.Trigger value="users" className={triggerClasses}>
            Users
          </Tabs.Trigger>
          <Tabs.Trigger value="clubs" className={triggerClasses}>
            Clubs
          </Tabs.Trigger>
          <Tabs.Trigger value="messages" className={triggerClasses}>
            Messages
          </Tabs.Trigger>
          <Tabs.Trigger value="site" className={triggerClasses}>
            Site analytics
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users" className={cn('rounded', focusRing)}>
          <UsersPanel historyUserId={historyUserId} onHistoryUserChange={showHistory} />
        </Tabs.Content>
        <Tabs.Content value="clubs" className={cn('rounded', focusRing)}>
          <ClubsPanel />
        </Tabs.Content>
        <Tabs.Content value="messages" className={cn('rounded', focusRing)}>
          <ContactMessagesPanel />
        </Tabs.Content>
        <Tabs.Content value="site" className={cn('rounded', focusRing)}>
          <ButtonClicksPanel />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
