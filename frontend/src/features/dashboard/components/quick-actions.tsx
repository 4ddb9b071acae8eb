import { Link } from 'react-router-dom';
import { focusRing } from '../../../components/ui/button';
import {
  AddContactIcon,
  AutopilotIcon,
  ContactsIcon,
  type IconComponent,
} from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

const ACTIONS: { title: string; description: string; to: string; Icon: IconComponent }[] = [
  {
    title: 'Create Campaign',
    description: 'Start an autopilot task for the companies and job titles you choose.',
    to: paths.autopilot,
    Icon: AutopilotIcon,
  },
  {
    title: 'Find Contacts',
    description: 'Search people at the companies you want to reach.',
    to: paths.contacts,
    Icon: ContactsIcon,
  },
  {
    title: 'Import Data',
    description: 'Upload a contact list from a CSV file.',
    to: paths.importContacts,
    Icon: AddContactIcon,
  },
];

/** Spec §2 Dashboard: the three quick-action cards. */
export function QuickActions() {
  return (
    <nav aria-label="Quick actions">
      <ul className="grid gap-3 sm:grid-cols-3">
        {ACTIONS.map(({ title, description, to, Icon }) => (
          <li key={title}>
            <Link
              to={to}
              className={cn(
                'flex h-full gap-3 rounded-lg border border-gray-200 bg-white p-4 hover:border-indigo-400 hover:bg-indigo-50 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-indigo-500 dark:hover:bg-gray-800',
                focusRing,
              )}
            >
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
              <span>
                <span className="block font-medium text-gray-900 dark:text-gray-100">{title}</span>
                <span className="block text-sm text-gray-600 dark:text-gray-400">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
