import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { addContact, contactDetails, searchFields } from '../contact.commands';
import { contactIdFor, normalizedEmail } from '../contact-id';
import { ContactAlreadyAdded, NoContactsToAdd } from '../contact.errors';
import type { CreateContact, SaveContact } from '../contact.decider';
import {
  contactSearchFields,
  createContactBody,
  isSearchSavePayload,
  type ContactView,
} from '../contact.contract';
import { BulkAddContacts, type BulkAddItemResult, type BulkAddResult } from './bulk-add-contacts.command';

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Saves each valid contact as its own command (one stream per contact), so one bad or already-saved item never
 * stops the others; each item's outcome is reported by its index. A contact search's save payload (where_met
 * 'Contact Search') records ContactSaved with the search's fields, already validated by the request schema.
 */
@CommandHandler(BulkAddContacts)
export class BulkAddContactsHandler implements ICommandHandler<BulkAddContacts> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ userId, contacts, meta }: BulkAddContacts): Promise<BulkAddResult> {
    if (contacts.length === 0) throw new NoContactsToAdd();
    const added: ContactView[] = [];
    const results: BulkAddItemResult[] = [];
    let checkpoint = '';
    for (const [index, item] of contacts.entries()) {
      const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      const email = textOf(record.email) || null;
      if (!email) {
        const name =
          `${textOf(record.first_name)} ${textOf(record.last_name)}`.trim() || `Contact ${index + 1}`;
        const detail = `${name} is missing an email address and cannot be added.`;
        results.push({ index, email: null, status: 'invalid', detail, problems: [detail] });
        continue;
      }
      const parsed = createContactBody.safeParse(item);
      if (!parsed.success) {
        const problems = parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || 'contact'}: ${issue.message}`,
        );
        results.push({ index, email, status: 'invalid', detail: problems.join('; '), problems });
        continue;
      }
      const contactId = contactIdFor(userId, parsed.data.email);
      const itemMeta = {
        ...meta,
        idempotencyKey: meta.idempotencyKey ? `${meta.idempotencyKey}/${normalizedEmail(email)}` : undefined,
      };
      const details = contactDetails(parsed.data);
      const decision: CreateContact | SaveContact = isSearchSavePayload(item)
        ? {
            type: 'SaveContact',
            data: { contactId, userId, details, search: searchFields(contactSearchFields.parse(item)) },
          }
        : { type: 'CreateContact', data: { contactId, userId, details } };
      try {
        const outcome = await this.commands.execute(addContact(decision, itemMeta));
        if (outcome.checkpoint > checkpoint) checkpoint = outcome.checkpoint;
        added.push(outcome.contact!);
        results.push({ index, email: parsed.data.email, status: 'added', id: contactId });
      } catch (error) {
        if (!(error instanceof ContactAlreadyAdded)) throw error;
        results.push({
          index,
          email: parsed.data.email,
          status: 'already_added',
          id: contactId,
          detail: error.message,
        });
      }
    }
    const message =
      added.length === 0
        ? 'All contacts are already added or no new contacts to add.'
        : `${added.length} contacts added successfully.`;
    return { added_contacts: added, results, message, checkpoint };
  }
}
