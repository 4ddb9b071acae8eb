import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { addContact, contactDetails, searchFields } from '../contact.commands';
import { contactIdFor } from '../contact-id';
import { ContactAlreadyAdded, NoContactsToAdd } from '../contact.errors';
import type { CreateContact, SaveContact } from '../contact.decider';
import type { ContactView } from '../contact.contract';
import { BulkAddContacts, type BulkAddItemResult, type BulkAddResult } from './bulk-add-contacts.command';

/**
 * Saves each contact of a list the request schema has checked whole (a list with a bad item is a 400 and writes
 * nothing), each as its own command on its own stream, and reports each item by its index. Each item's command
 * carries the request's Idempotency-Key with the item's index, so a retry of a list cut short (a lost
 * connection, a restart) replays what was written and writes the rest. A contact the caller already has is
 * reported as already added, not refused. A contact search's save payload (where_met 'Contact Search') records
 * ContactSaved with the search's fields.
 */
@CommandHandler(BulkAddContacts)
export class BulkAddContactsHandler implements ICommandHandler<BulkAddContacts> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ userId, contacts, meta }: BulkAddContacts): Promise<BulkAddResult> {
    if (contacts.length === 0) throw new NoContactsToAdd();
    const added: ContactView[] = [];
    const results: BulkAddItemResult[] = [];
    let checkpoint = '';
    for (const [index, { contact, search }] of contacts.entries()) {
      const { email } = contact;
      const contactId = contactIdFor(userId, email);
      const itemMeta = {
        ...meta,
        idempotencyKey: meta.idempotencyKey ? `${meta.idempotencyKey}/${index}` : undefined,
      };
      const details = contactDetails(contact);
      const decision: CreateContact | SaveContact = search
        ? { type: 'SaveContact', data: { contactId, userId, details, search: searchFields(search) } }
        : { type: 'CreateContact', data: { contactId, userId, details } };
      try {
        const outcome = await this.commands.execute(addContact(decision, itemMeta));
        if (outcome.checkpoint > checkpoint) checkpoint = outcome.checkpoint;
        added.push(outcome.contact!);
        results.push({ index, email, status: 'added', id: contactId });
      } catch (error) {
        if (!(error instanceof ContactAlreadyAdded)) throw error;
        results.push({ index, email, status: 'already_added', id: contactId, detail: error.message });
      }
    }
    const message =
      added.length === 0
        ? 'All contacts are already added or no new contacts to add.'
        : `${added.length} contacts added successfully.`;
    return { added_contacts: added, results, message, checkpoint };
  }
}
