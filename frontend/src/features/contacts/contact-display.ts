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

export type SimilarityBand = 'green' | 'blue' | 'yellow' | 'grey';

/** Spec section 9: at least 0.8 green, 0.6 blue, 0.4 yellow, else grey. */
export function similarityBand(score: number): SimilarityBand {
  if (score >= 0.8) return 'green';
  if (score >= 0.6) return 'blue';
  if (score >= 0.4) return 'yellow';
  return 'grey';
}

export function similarityPercent(score: number | null | undefined): string {
  if (score === null || score === undefined || Number.isNaN(score)) return '—';
  return `${Math.round(score * 100)}%`;
}

export const SIMILARITY_CLASSES: Record<SimilarityBand, string> = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-300',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/40 dark:text-yellow-300',
  grey: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
};
