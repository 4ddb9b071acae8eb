import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { localStorageKeys } from '../../config/storage-keys';
import { paths } from '../../config/paths';
import { BrandLink } from '../../components/ui/brand-link';
import { LeaderboardWidget } from '../../features/leaderboard/components/leaderboard-widget';
import { Button, focusRing } from '../../components/ui/button';
import { AlertFormIcon, LogoutIcon, MoonIcon, SponsorIcon, SunIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { useStoredFlag, useStoredItem } from '../../lib/stored-value';
import { useDarkMode } from '../../lib/use-dark-mode';
import { ProfileAvatar } from './profile-avatar';
import { usePublicConfigQuery } from '../../api/api';
import { useAppSelector } from '../../api/hooks';
import { parseClubSponsor } from '../../api/session-storage';
import { activeItem, navItems } from './nav-items';
import { useLogout } from './use-logout';

interface SidebarProps {
  /** Icons only: the desktop sidebar's narrow state. */
  collapsed: boolean;
  /** The control at the top right: collapse on desktop, close in the drawer. */
  control: ReactNode;
  /** Called when a link is followed, so the drawer can close. */
  onNavigate?: () => void;
}

const itemClasses = (active: boolean, collapsed: boolean) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
    collapsed && 'justify-center px-2',
    focusRing,
    active
      ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300'
      : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
  );

/** Hidden visually when the sidebar is collapsed, still read by screen readers. */
function Label({ collapsed, children }: { collapsed: boolean; children: ReactNode }) {
  return <span className={collapsed ? 'sr-only' : 'min-w-0 truncate'}>{children}</span>;
}

/**
 * On until the user turns it off (autopilot spec 4.6, stored locally): the short menu leads with the autopilot. The
 * screens it leaves out stay one switch away, and the tour links to each screen it visits.
 */
const AUTOPILOT_MODE_DEFAULT = true;

const useAutopilotMode = () => useStoredFlag(localStorageKeys.autopilotMode, AUTOPILOT_MODE_DEFAULT);

function AutopilotModeSwitch({ collapsed }: { collapsed: boolean }) {
  const [on, setOn] = useAutopilotMode();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setOn(!on)}
      title={collapsed ? 'Autopilot mode' : undefined}
      className={cn(
        'flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
        collapsed && 'justify-center px-2',
        focusRing,
      )}
    >
      <Label collapsed={collapsed}>Autopilot mode</Label>
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors',
          on ? 'bg-indigo-600 dark:bg-indigo-500' : 'bg-gray-300 dark:bg-gray-600',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-transform dark:bg-gray-100',
            on ? 'translate-x-4.5' : 'translate-x-0.5',
          )}
        />
      </span>
    </button>
  );
}

export function Sidebar({ collapsed, control, onNavigate }: SidebarProps) {
  const { email, isAdmin } = useAppSelector((state) => state.session);
  const { pathname } = useLocation();
  const [autopilotMode] = useAutopilotMode();
  const sponsor = parseClubSponsor(useStoredItem(localStorageKeys.clubSponsor));
  const [dark, toggleDark] = useDarkMode();
  const { data: config } = usePublicConfigQuery();
  const { logout, loggingOut } = useLogout();

  const items = navItems({ autopilotMode, isAdmin, outboxMail: config?.mail_delivery === 'outbox' });
  const active = activeItem(items, pathname);

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 overflow-y-auto p-3">
      <div className={cn('flex items-center justify-between gap-2', collapsed && 'flex-col')}>
        <BrandLink to={paths.dashboard} onClick={onNavigate} className="px-2 text-lg" short={collapsed} />
        {control}
      </div>

      <AutopilotModeSwitch collapsed={collapsed} />

      <nav aria-label="Main">
        <ul className="space-y-1">
          {items.map(({ label, to, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                onClick={onNavigate}
                aria-current={active?.to === to ? 'page' : undefined}
                title={collapsed ? label : undefined}
                className={itemClasses(active?.to === to, collapsed)}
              >
                <Icon className="h-5 w-5 shrink-0" />
                <Label collapsed={collapsed}>{label}</Label>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <LeaderboardWidget compact={collapsed} />

      <div className="mt-auto space-y-2 border-t border-gray-200 pt-3 dark:border-gray-800">
        <div className={cn('flex items-center gap-2 px-2', collapsed && 'justify-center')}>
          <ProfileAvatar email={email} />
          <p
            title={email ?? undefined}
            className={cn(
              'min-w-0 text-xs text-gray-600 dark:text-gray-400',
              collapsed ? 'sr-only' : 'truncate',
            )}
          >
            Logged in as <span className="font-medium text-gray-900 dark:text-gray-100">{email}</span>
          </p>
        </div>
        {sponsor && (
          <p
            title={collapsed ? `Sponsored by ${sponsor.clubName}` : undefined}
            className={cn(
              'flex items-center gap-2 px-2 text-xs text-emerald-700 dark:text-emerald-400',
              collapsed && 'justify-center',
            )}
          >
            <SponsorIcon className="h-4 w-4 shrink-0" />
            <Label collapsed={collapsed}>
              Sponsored by <span className="font-medium">{sponsor.clubName}</span>
            </Label>
          </p>
        )}
        <div className={cn('flex gap-2', collapsed ? 'flex-col items-center' : 'flex-wrap')}>
          <Button
            variant="secondary"
            size="sm"
            onClick={toggleDark}
            aria-pressed={dark}
            title={collapsed ? 'Dark mode' : undefined}
          >
            {dark ? <MoonIcon className="h-4 w-4" /> : <SunIcon className="h-4 w-4" />}
            <Label collapsed={collapsed}>Dark mode</Label>
          </Button>
          {config?.alert_form_url && (
            <a
              href={config.alert_form_url}
              target="_blank"
              rel="noopener noreferrer"
              title={collapsed ? 'Alert form' : undefined}
              className={cn(
                'inline-flex items-center gap-2 rounded-md border border-gray-300 bg-white px-2.5 py-1.5 text-xs font-medium text-gray-800 hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700',
                focusRing,
              )}
            >
              <AlertFormIcon className="h-4 w-4" />
              <Label collapsed={collapsed}>Alert form</Label>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={logout}
          disabled={loggingOut}
          title={collapsed ? 'Logout' : undefined}
          className={cn('w-full', !collapsed && 'justify-start')}
        >
          <LogoutIcon className="h-4 w-4" />
          <Label collapsed={collapsed}>Logout</Label>
        </Button>
      </div>
    </div>
  );
}
