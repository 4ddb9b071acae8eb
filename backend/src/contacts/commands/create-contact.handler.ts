import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { contactIdFor } from '../contact-id';
import type { ContactDetails } from '../contact.events';
import type { CreateContactBody } from '../contact.contract';
import { CreateContact } from './create-contact.command';
import { ContactCommandResult, executeContactCommand } from './execute-contact-command';

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

@CommandHandler(CreateContact)
export class CreateContactHandler implements ICommandHandler<CreateContact> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, body, meta }: CreateContact): Promise<ContactCommandResult> {
    const contactId = contactIdFor(userId, body.email);
    return executeContactCommand(
      this.store,
      { type: 'CreateContact', data: { contactId, userId, details: contactDetails(body) } },
      meta,
    );
  }
}
