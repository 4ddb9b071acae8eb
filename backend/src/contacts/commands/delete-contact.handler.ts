import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { DeleteContact } from './delete-contact.command';
import { ContactCommandResult, executeContactCommand } from './execute-contact-command';

@CommandHandler(DeleteContact)
export class DeleteContactHandler implements ICommandHandler<DeleteContact> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, contactId, meta }: DeleteContact): Promise<ContactCommandResult> {
    return executeContactCommand(this.store, { type: 'DeleteContact', data: { contactId, userId } }, meta);
  }
}
