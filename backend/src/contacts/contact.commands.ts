import type { CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, decisionTargets } from '../platform/commands/decide.command';
import type { Recorded } from '../platform/commands/decider';
import type { ContactSearchFieldsBody, ContactView, CreateContactBody } from './contact.contract';
import {
  contactDecider,
  type ContactState,
  type CreateContact,
  type DeleteContact,
  type SaveContact,
} from './contact.decider';
import {
  contactStreamId,
  type ContactDetails,
  type ContactEvent,
  type ContactSearchFields,
} from './contact.events';

export interface ContactCommandResult {
  contact: ContactView | null;
  checkpoint: string;
}

export interface DeleteContactResult {
  id: string;
  deleted: true;
  checkpoint: string;
}

const contactTargets = decisionTargets(contactDecider, (command) => contactStreamId(command.data.contactId));

/** A contact added by hand or saved from a contact search: answers the contact as the command left it. */
const newContacts = contactTargets<CreateContact | SaveContact, ContactCommandResult>(
  ({ state, events, checkpoint }) => ({
    contact: state.exists ? contactView(state, events) : null,
    checkpoint,
  }),
);

const removedContacts = contactTargets<DeleteContact, DeleteContactResult>(({ checkpoint }, command) => ({
  id: command.data.contactId,
  deleted: true,
  checkpoint,
}));

/** Throws ContactAlreadyAdded when the caller already has a contact with this e-mail. */
export const addContact = (command: CreateContact | SaveContact, meta: CommandMetadata) =>
  new Decide(newContacts, command, meta);

/** Throws ContactNotFound for a contact the caller does not have. */
export const deleteContact = (command: DeleteContact, meta: CommandMetadata) =>
  new Decide(removedContacts, command, meta);

export function contactDetails(body: CreateContactBody): ContactDetails {
  return {
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    company: body.company,
    jobTitle: body.job_title,
    location: body.location,
    whereMet: body.where_met,
    phone: body.phone,
    linkedinUrl: body.linkedin_url,
    companyUrl: body.company_url,
    position: body.position,
    seniority: body.seniority,
    department: body.department,
    twitter: body.twitter,
    tags: body.tags,
    connectionStrength: body.connection_strength,
  };
}

export function searchFields(body: ContactSearchFieldsBody): ContactSearchFields {
  return {
    similarityScore: body.similarity_score,
    matches: body.matches,
    sources: body.sources,
    verificationStatus: body.verification_status,
    verificationDate: body.verification_date,
    emailType: body.email_type,
    confidence: body.confidence,
    linkedinDataFetched: body.linkedin_data_fetched,
  };
}

/** The contact from its stream, so the answer does not wait for the read model; its times are the command's events'. */
function contactView(state: ContactState, events: Recorded<ContactEvent>[]): ContactView {
  const d = state.details!;
  const search = state.search;
  const created = events.find((event) => event.type === 'ContactCreated' || event.type === 'ContactSaved');
  return {
    id: state.contactId,
    first_name: d.firstName,
    last_name: d.lastName,
    email: d.email,
    company: d.company,
    job_title: d.jobTitle,
    location: d.location,
    where_met: d.whereMet,
    phone: d.phone,
    linkedin_url: d.linkedinUrl,
    company_url: d.companyUrl,
    position: d.position,
    seniority: d.seniority,
    department: d.department,
    twitter: d.twitter,
    tags: d.tags,
    connection_strength: d.connectionStrength,
    similarity_score: search?.similarityScore ?? null,
    matches: search?.matches ?? null,
    sources: search?.sources ?? [],
    verification_status: search?.verificationStatus ?? null,
    verification_date: search?.verificationDate ?? null,
    email_type: search?.emailType ?? 'unknown',
    confidence: search?.confidence ?? null,
    created_at: created?.metadata.recordedAt ?? null,
    updated_at: events[events.length - 1]?.metadata.recordedAt ?? null,
  };
}
