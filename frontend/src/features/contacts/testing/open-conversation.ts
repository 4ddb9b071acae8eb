import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Contact } from '../contacts.api';
import {
  aConversation,
  aPage,
  contactsListAnswers,
  conversationAnswers,
  renderContacts,
} from './contacts-factories';

/** The list holds only this contact, whose conversation has no messages yet. */
export function answerOneContact(contact: Contact): void {
  contactsListAnswers(() => aPage([contact]));
  conversationAnswers(aConversation({ contact }));
}

/** The contacts page at this contact, once its conversation's heading is up. */
export async function openConversation(contact: Contact) {
  const rendered = renderContacts(`/contacts/${contact.id}`);
  await screen.findByRole('heading', { level: 2, name: `${contact.first_name} ${contact.last_name}` });
  return rendered;
}

/** What drafting and sending answer when the user has stored no resume. */
export function noResumeStored() {
  return HttpResponse.json(
    {
      code: 'DRAFTING.NO_RESUME',
      detail: 'No resume stored. Upload your resume in Settings to generate emails.',
    },
    { status: 400 },
  );
}
