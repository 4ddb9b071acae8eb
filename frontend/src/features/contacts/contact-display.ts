import { initialsOf } from '../../lib/initials';
import type { Contact } from './contacts.api';

export function fullName(contact: Pick<Contact, 'first_name' | 'last_name' | 'email'>): string {
  return `${contact.first_name} ${contact.last_name}`.trim() || contact.email;
}

export function initials(contact: Pick<Contact, 'first_name' | 'last_name' | 'email'>): string {
  return initialsOf(contact.first_name, contact.last_name, contact.email);
}

/** Spec section 2: 'job title at company', or 'No company info'. */
export function roleLine(contact: Pick<Contact, 'job_title' | 'company'>): string {
  const title = contact.job_title?.trim();
  const company = contact.company?.trim();
  if (title && company) return `${title} at ${company}`;
  return title || company || 'No company info';
}

export function pictureOf(contact: Pick<Contact, 'linkedin_data'>): string | null {
  return contact.linkedin_data?.profilePicture || null;
}
