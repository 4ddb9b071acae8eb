import { createElement } from 'react';
import { AddContactsScreen } from '../app/routes/add-contacts-screen';
import { renderWithProviders, signIn } from './render-with-providers';

/** The Add Contacts route as the app composes it (the contact search inside the add-contacts page), signed in. */
export function renderAddContacts(route = '/contacts/create') {
  signIn();
  return renderWithProviders(createElement(AddContactsScreen), { route });
}
