import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { derivedEventId, type CommandMetadata } from '../../platform/commands/command-metadata';
import type { DomainEvent } from '../../platform/commands/decider';
import { asRecorded, fold, loadAggregate, toNewEvent } from '../../platform/commands/execute-command';
import { DomainError, WrongExpectedVersion } from '../../platform/errors/domain-error';
import { EVENT_STORE, type EventStore, type StreamAppend } from '../../platform/event-store/event-store.port';
import { RealtimePublisher } from '../../platform/realtime/realtime.publisher';
import type { ContactsImportProgress } from '../../platform/realtime/server-events.contract';
import { contactDetails } from '../contact.commands';
import { readContactsCsv, validateRows, type IgnoredCsvColumn, type ValidatedRows } from '../contact-csv';
import { contactIdFor } from '../contact-id';
import { contactImportDecider } from '../contact-import.decider';
import { contactDecider } from '../contact.decider';
import { ContactAlreadyAdded } from '../contact.errors';
import {
  contactImportStreamId,
  contactStreamId,
  type ContactEvent,
  type ContactsImported,
} from '../contact.events';
import { ImportContacts, type ImportContactsResult } from './import-contacts.command';

/** Another writer created one of the file's contacts meanwhile: decide again on fresh streams, this often. */
const IMPORT_ATTEMPTS = 4;
/** Rows validated between two turns of the event loop, so progress pushes and other requests get through. */
const VALIDATION_SLICE = 5000;

/**
 * The import's events get ids derived from the import id and their stream (the contact's id), so a retry of an
 * append that EventStoreDB wrote only in part recognises, and does not repeat, what the first attempt wrote.
 */
const newEvents = (events: DomainEvent[], meta: CommandMetadata, importId: string, streamId: string) =>
  events.map((event, index) => toNewEvent(event, meta, importId, streamId, index));

async function ignoredColumnsOf(bytes: Buffer): Promise<IgnoredCsvColumn[]> {
  try {
    return (await readContactsCsv(bytes)).ignoredColumns;
  } catch (error) {
    if (error instanceof DomainError) return [];
    throw error;
  }
}

/** Columns the file named a field with twice; the answer says which one was read. */
export interface ImportContactsAnswer extends ImportContactsResult {
  ignored_columns: IgnoredCsvColumn[];
}

function resultOf(
  recorded: ContactsImported['data'],
  checkpoint: string,
  ignoredColumns: IgnoredCsvColumn[],
): ImportContactsAnswer {
  return {
    import_id: recorded.importId,
    total_rows: recorded.totalRows,
    imported: recorded.imported,
    already_added: recorded.alreadyAdded,
    invalid: recorded.invalid,
    invalid_count: recorded.invalidCount,
    ignored_columns: ignoredColumns,
    message:
      recorded.imported === 0
        ? 'All contacts are already added or no new contacts to add.'
        : `${recorded.imported} contacts imported.`,
    checkpoint,
  };
}

/**
 * A CSV file → every row validated → the new contacts decided on their own streams → ONE multi-stream append:
 * a ContactImported per new contact and the ContactsImported record of the file, all or nothing.
 */
@CommandHandler(ImportContacts)
export class ImportContactsHandler implements ICommandHandler<ImportContacts> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly realtime: RealtimePublisher,
  ) {}

  async execute({ userId, importId, file, meta }: ImportContacts): Promise<ImportContactsAnswer> {
    const progress = (phase: ContactsImportProgress['phase'], done: number, total: number) =>
      this.realtime.publishImportProgress(userId, { importId, phase, done, total });
    const importStream = contactImportStreamId(importId);

    const earlier = await loadAggregate(this.store, importStream, contactImportDecider);
    const { recorded } = earlier.state;
    // A retried request (same user, same import_id) answers the first outcome instead of importing again.
    // The record does not keep the ignored columns; a retry sends the same file, so they are read again.
    if (recorded?.userId === userId) {
      return resultOf(
        recorded,
        earlier.history[earlier.history.length - 1].position,
        await ignoredColumnsOf(file.bytes),
      );
    }

    progress('reading', 0, file.bytes.length);
    const { rows, ignoredColumns } = await readContactsCsv(file.bytes, (read) =>
      progress('reading', read.bytesRead, read.totalBytes),
    );

    progress('validating', 0, rows.length);
    const { valid, invalid }: ValidatedRows = { valid: [], invalid: [] };
    const firstLineOf = new Map<string, number>();
    for (let start = 0; start < rows.length; start += VALIDATION_SLICE) {
      const slice = validateRows(rows.slice(start, start + VALIDATION_SLICE), firstLineOf);
      valid.push(...slice.valid);
      invalid.push(...slice.invalid);
      progress('validating', Math.min(start + VALIDATION_SLICE, rows.length), rows.length);
      await nextTurn();
    }

    const candidates = valid.map(({ contact }) => {
      const contactId = contactIdFor(userId, contact.email);
      return { contactId, streamId: contactStreamId(contactId), details: contactDetails(contact) };
    });
    for (let attempt = 1; ; attempt += 1) {
      const [streams, importAggregate] = await Promise.all([
        this.store.readStreams(candidates.map((candidate) => candidate.streamId)),
        loadAggregate(this.store, importStream, contactImportDecider),
      ]);
      const appends: StreamAppend[] = [];
      let alreadyAdded = 0;
      let importedBefore = 0;
      for (const { contactId, streamId, details } of candidates) {
        const history = asRecorded<ContactEvent>(streams.get(streamId) ?? []);
        // An earlier attempt of this very import wrote this contact before its append stopped half-way.
        const ownEventId = derivedEventId(importId, streamId, 0);
        if (history.some((event) => event.eventId === ownEventId)) {
          importedBefore += 1;
          continue;
        }
        try {
          const events = contactDecider.decide(
            { type: 'ImportContact', data: { contactId, userId, importId, details } },
            fold(contactDecider, history),
          );
          const expected = history.length === 0 ? 'no_stream' : history[history.length - 1].streamVersion;
          appends.push({ streamId, events: newEvents(events, meta, importId, streamId), expected });
        } catch (error) {
          if (!(error instanceof ContactAlreadyAdded)) throw error;
          alreadyAdded += 1;
        }
      }
      const { state: importState, history: importHistory } = importAggregate;
      const record = contactImportDecider.decide(
        {
          type: 'RecordImport',
          data: {
            importId,
            userId,
            fileName: file.fileName,
            totalRows: rows.length,
            imported: appends.length + importedBefore,
            alreadyAdded,
            invalid,
            invalidCount: invalid.length,
          },
        },
        importState,
      );
      if (record.length === 0 && importState.recorded) {
        return resultOf(
          importState.recorded,
          importHistory[importHistory.length - 1].position,
          ignoredColumns,
        );
      }

      progress('importing', 0, appends.length);
      try {
        // The file's record goes last, so its position is the checkpoint that covers every imported contact.
        const results = await this.store.appendMany([
          ...appends,
          {
            streamId: importStream,
            events: newEvents(record, meta, importId, importStream),
            expected: 'no_stream',
          },
        ]);
        progress('importing', appends.length, appends.length);
        progress('done', appends.length, rows.length);
        return resultOf(record[0].data, results[results.length - 1].lastPosition, ignoredColumns);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= IMPORT_ATTEMPTS) throw error;
      }
    }
  }
}
