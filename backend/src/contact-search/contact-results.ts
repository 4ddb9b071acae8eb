import { contactIdFor, normalizedEmail } from '../contacts/contact-id';
import type { DirectoryCompany, DirectoryPerson } from '../platform/directory/directory.port';
import type { ContactMatches, ContactResult } from './contact-search.contract';

/** A person the search found, with the company as the caller named it and as the directory knows it. */
export interface FoundPerson {
  person: DirectoryPerson & { email: string };
  /** The company name as the caller asked for it. */
  askedName: string;
  company: DirectoryCompany | undefined;
}

/**
 * People a contact can be saved for: with an e-mail (the contact's identity), each address once (a company named
 * twice, or a person a finder lists under two names, is one contact). A team mailbox a finder lists without a
 * name (careers@, jobs@) is worth writing to, and a contact needs a first and last name: it is named after its
 * mailbox and company ('Careers', 'Acme').
 */
export function reachable<Entry extends { person: DirectoryPerson }>(
  found: readonly Entry[],
): (Entry & { person: DirectoryPerson & { email: string } })[] {
  const seen = new Set<string>();
  const kept: (Entry & { person: DirectoryPerson & { email: string } })[] = [];
  for (const entry of found) {
    const email = entry.person.email?.trim();
    if (!email) continue;
    const key = normalizedEmail(email);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({ ...entry, person: { ...entry.person, email, ...mailboxName(entry.person, email) } });
  }
  return kept;
}

function mailboxName(person: DirectoryPerson, email: string): { first_name: string; last_name: string } {
  const first = person.first_name?.trim() ?? '';
  const last = person.last_name?.trim() ?? '';
  if (first || last) return { first_name: first, last_name: last };
  const mailbox = email
    .split('@')[0]
    .replace(/[._+-]+/g, ' ')
    .trim();
  return {
    first_name: mailbox.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()) || 'Team',
    last_name: person.company_name.trim(),
  };
}

export function contactResult(
  userId: string,
  { person, askedName, company }: FoundPerson,
  total_score: number,
  matches: ContactMatches,
): ContactResult {
  const first = person.first_name.trim();
  const last = person.last_name.trim();
  return {
    contact_id: contactIdFor(userId, person.email),
    saved: false,
    first_name: first,
    last_name: last,
    full_name: [first, last].filter(Boolean).join(' '),
    email_address: person.email,
    job_title: person.job_title,
    position: person.position,
    seniority: person.seniority,
    department: person.department,
    company_name: person.company_name || company?.company_name || askedName,
    company_url: person.company_url ?? company?.company_url ?? null,
    linkedin_url: person.linkedin_url,
    twitter: person.twitter,
    phone: person.phone,
    location: person.location,
    email_type: person.email_type || 'unknown',
    confidence: person.confidence,
    verification_status: person.verification_status,
    verification_date: person.verification_date,
    sources: person.sources,
    total_score,
    matches,
  };
}

/** Best match first; equal scores by name, then address, so pages never overlap or skip between requests. */
export function byScoreThenName(a: ContactResult, b: ContactResult): number {
  return (
    b.total_score - a.total_score ||
    a.full_name.localeCompare(b.full_name, 'en', { sensitivity: 'base' }) ||
    a.email_address.localeCompare(b.email_address)
  );
}
