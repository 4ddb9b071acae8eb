import { UnknownCommand, type Decider } from '../platform/commands/decider';
import { MAX_RECORDED_INVALID_ROWS } from './contact-csv';
import { ImportIdTaken, NoValidImportRows } from './contact.errors';
import type { ContactImportEvent, ContactsImported } from './contact.events';

/** Records what one CSV file did, once per import id (the client's import_id, or one the server chose). */
export interface RecordImport {
  type: 'RecordImport';
  data: ContactsImported['data'];
}

export type ContactImportCommand = RecordImport;

export interface ContactImportState {
  recorded: ContactsImported['data'] | null;
}

export const initialImportState = (): ContactImportState => ({ recorded: null });

export function evolveImport(state: ContactImportState, event: ContactImportEvent): ContactImportState {
  switch (event.type) {
    case 'ContactsImported':
      return { recorded: event.data };
    default:
      return state;
  }
}

export function decideImport(command: ContactImportCommand, state: ContactImportState): ContactImportEvent[] {
  switch (command.type) {
    case 'RecordImport': {
      const { data } = command;
      if (state.recorded) {
        // The same user sending the same import id again is a retry: nothing new, the first outcome stands.
        if (state.recorded.userId !== data.userId) throw new ImportIdTaken(data.importId);
        return [];
      }
      if (data.invalidCount === data.totalRows) {
        throw new NoValidImportRows(
          data.invalid.slice(0, MAX_RECORDED_INVALID_ROWS),
          data.invalidCount,
          data.totalRows,
        );
      }
      return [
        {
          type: 'ContactsImported',
          data: { ...data, invalid: data.invalid.slice(0, MAX_RECORDED_INVALID_ROWS) },
        },
      ];
    }
    default: {
      const _never: never = command.type;
      throw new UnknownCommand(_never);
    }
  }
}

export const contactImportDecider: Decider<ContactImportCommand, ContactImportEvent, ContactImportState> = {
  initialState: initialImportState,
  evolve: evolveImport,
  decide: decideImport,
};
