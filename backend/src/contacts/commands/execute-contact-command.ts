import type { CommandMetadata } from '../../platform/commands/command-metadata';
import { handleCommand } from '../../platform/commands/handle-command';
import type { EventStore, RecordedEvent } from '../../platform/event-store/event-store.port';
import { ContactCommand, ContactState, contactDecider } from '../contact.decider';
import { contactStreamId } from '../contact.events';
import type { ContactView } from '../contact.contract';

export interface ContactCommandResult {
  contact: ContactView | null;
  checkpoint: string;
}

/** Load the contact's stream → decide → append; the handlers only translate their command into a decision. */
export async function executeContactCommand(
  store: EventStore,
  decision: ContactCommand,
  meta: CommandMetadata,
): Promise<ContactCommandResult> {
  const outcome = await handleCommand(
    store,
    contactStreamId(decision.data.contactId),
    contactDecider,
    decision,
    meta,
  );
  return {
    contact: outcome.state.exists ? toView(outcome.state, outcome.events) : null,
    checkpoint: outcome.checkpoint,
  };
}

function toView(state: ContactState, events: RecordedEvent[]): ContactView {
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
