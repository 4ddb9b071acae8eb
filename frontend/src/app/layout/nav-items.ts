import { paths } from '../../config/paths';
import {
  AddContactIcon,
  AdminIcon,
  AutopilotIcon,
  ContactsIcon,
  DashboardIcon,
  OutboxIcon,
  SearchIcon,
  SendIcon,
  SettingsIcon,
  type IconComponent,
} from '../../components/ui/icons';

export interface NavItem {
  label: string;
  to: string;
  Icon: IconComponent;
}

const dashboard: NavItem = { label: 'Dashboard', to: paths.dashboard, Icon: DashboardIcon };
const contacts: NavItem = { label: 'Contacts', to: paths.contacts, Icon: ContactsIcon };
const searchJobs: NavItem = { label: 'Search Jobs', to: paths.jobsSearch, Icon: SearchIcon };
const addContact: NavItem = { label: 'Add Contact', to: paths.addContact, Icon: AddContactIcon };
const outgoing: NavItem = { label: 'Outgoing Messages', to: paths.outgoingMessages, Icon: SendIcon };
const autopilot: NavItem = { label: 'Autopilot', to: paths.autopilot, Icon: AutopilotIcon };
const settings: NavItem = { label: 'Settings', to: paths.settings, Icon: SettingsIcon };
const admin: NavItem = { label: 'Admin', to: paths.admin, Icon: AdminIcon };
const outbox: NavItem = { label: 'Outbox', to: paths.outbox, Icon: OutboxIcon };

/** The sidebar's items (spec section 2, Navigation shell); Admin only for admins. */
export function navItems({
  autopilotMode,
  isAdmin,
  outboxMail = false,
}: {
  autopilotMode: boolean;
  isAdmin: boolean;
  /** The server captures e-mails in the development outbox (public config mail_delivery 'outbox'). */
  outboxMail?: boolean;
}): NavItem[] {
  const items = autopilotMode
    ? [dashboard, autopilot, contacts, settings]
    : [dashboard, contacts, searchJobs, addContact, outgoing, autopilot, settings];
  const withOutbox = outboxMail ? [...items, outbox] : items;
  return isAdmin ? [...withOutbox, admin] : withOutbox;
}

/** The item a path belongs to: the longest item path it equals or lies under (/contacts/create is Add Contact). */
export function activeItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  return items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
