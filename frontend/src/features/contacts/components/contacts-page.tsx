import { useParams } from 'react-router-dom';
import { ContactList } from './contact-list';
import { ConversationPanel } from './conversation-panel';

/** Spec section 2, Contacts page: /contacts/{contactId?}; the two panels stack below 1024 px. */
export function ContactsPage() {
  const { contactId = null } = useParams();
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Contacts</h1>
      <div className="grid gap-4 lg:grid-cols-[minmax(18rem,24rem)_minmax(0,1fr)] lg:items-start">
        <ContactList selectedId={contactId} />
        <ConversationPanel contactId={contactId} />
      </div>
    </section>
  );
}
