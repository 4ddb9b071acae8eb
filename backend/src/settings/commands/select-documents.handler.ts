import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import type { SelectedDocumentsResult } from '../settings-rules.contract';
import { SelectDocuments } from './select-documents.command';
import { executeSettingsCommand } from './execute-settings-command';

@CommandHandler(SelectDocuments)
export class SelectDocumentsHandler implements ICommandHandler<SelectDocuments> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, documentIds, meta }: SelectDocuments): Promise<SelectedDocumentsResult> {
    const outcome = await executeSettingsCommand(
      this.store,
      { type: 'SelectDocuments', data: { userId, documentIds } },
      meta,
    );
    return { selected_documents: outcome.state.selectedDocuments, checkpoint: outcome.checkpoint };
  }
}
