import { deciderSpec } from '../platform/testing/decider-spec';
import { contactImportDecider, type RecordImport } from './contact-import.decider';
import { MAX_RECORDED_INVALID_ROWS } from './contact-csv';
import { ImportIdTaken, NoValidImportRows } from './contact.errors';
import type { ContactImportEvent } from './contact.events';

const { initialState, decide } = contactImportDecider;

const given = deciderSpec(contactImportDecider);

const outcome = (extra: Partial<RecordImport['data']> = {}): RecordImport['data'] => ({
  importId: 'imp-1',
  userId: 'ada',
  fileName: 'contacts.csv',
  totalRows: 3,
  imported: 1,
  alreadyAdded: 1,
  invalid: [{ line: 4, reason: 'email: Invalid email address' }],
  invalidCount: 1,
  ...extra,
});
const record = (extra: Partial<RecordImport['data']> = {}): RecordImport => ({
  type: 'RecordImport',
  data: outcome(extra),
});
const recorded = (extra: Partial<RecordImport['data']> = {}): ContactImportEvent => ({
  type: 'ContactsImported',
  data: outcome(extra),
});

describe('contact import decider', () => {
  it('records what a file did', () => {
    given().when(record()).then([recorded()]);
  });

  it('counts a file whose valid rows were all added before as imported, with nothing new', () => {
    given()
      .when(record({ imported: 0, alreadyAdded: 2 }))
      .then([recorded({ imported: 0, alreadyAdded: 2 })]);
  });

  it('refuses a file with no valid row, listing the rows, so nothing is written', () => {
    const invalid = [
      { line: 2, reason: 'first_name: First Name is required' },
      { line: 3, reason: 'email: Invalid email address' },
    ];
    given()
      .when(record({ totalRows: 2, imported: 0, alreadyAdded: 0, invalid, invalidCount: 2 }))
      .thenThrows(NoValidImportRows);
    given()
      .when(record({ totalRows: 0, imported: 0, alreadyAdded: 0, invalid: [], invalidCount: 0 }))
      .thenThrows(NoValidImportRows);
  });

  it('keeps only the first invalid rows in the record, with the count of all', () => {
    const invalid = Array.from({ length: MAX_RECORDED_INVALID_ROWS + 5 }, (_, index) => ({
      line: index + 2,
      reason: 'email: Email is required',
    }));
    const [event] = decide(
      record({ totalRows: invalid.length + 1, invalid, invalidCount: invalid.length }),
      initialState(),
    );
    expect(event.data.invalid).toHaveLength(MAX_RECORDED_INVALID_ROWS);
    expect(event.data.invalidCount).toBe(MAX_RECORDED_INVALID_ROWS + 5);
  });

  it('records nothing new when the same user repeats an import id', () => {
    given(recorded())
      .when(record({ imported: 0 }))
      .then([]);
  });

  it('refuses an import id another user already used', () => {
    given(recorded())
      .when(record({ userId: 'bob' }))
      .thenThrows(ImportIdTaken);
  });
});
