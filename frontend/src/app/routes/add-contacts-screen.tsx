import { AddContactsPage } from '../../features/add-contacts/components/add-contacts-page';
import { ContactSearchScreen } from '../../features/contact-search/components/contact-search-screen';

/** Route /contacts/create: the Add Contacts page with the contact search screen under 'Generate Companies'. */
export function AddContactsScreen() {
  return (
    <AddContactsPage
      generate={(mode, onModeChange) => <ContactSearchScreen mode={mode} onModeChange={onModeChange} />}
    />
  );
}
