import { Link, useParams } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { AddContactIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { ContactList } from './contact-list';
import { ConversationPanel } from './conversation-panel';

/** Spec section 2, Contacts page: /contacts/{contactId?}; the two panels stack below 1024 px. */
export function ContactsPage() {
  const { contactId = null } = useParams();
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Contacts</h1>
        {/* A link by route: the add-contacts screen is another feature's. */}
        <Link to={paths.addContact} className={buttonClasses('primary', 'sm')}>
          <AddContactIcon className="h-4 w-4" aria-hidden="true" />
          Add Contact
        </Link>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(18rem,24rem)_minmax(0,1fr)] lg:items-start">
        <ContactList selectedId={contactId} />
        <ConversationPanel contactId={contactId} />
      </div>
    </section>
  );
}
