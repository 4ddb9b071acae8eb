import { parse, type CsvError, type Options } from 'csv-parse';
import { Readable } from 'node:stream';
import { DomainError, domainError } from '../platform/errors/domain-error';
import { normalizedEmail } from './contact-id';
import type { InvalidImportRow } from './contact.events';
import { createContactBody, type CreateContactBody } from './contact.contract';

/** Limits of one CSV import (POST /contacts/bulk/). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
/** The answer and the ContactsImported event list at most this many invalid rows; the count covers them all. */
export const MAX_RECORDED_INVALID_ROWS = 1000;

export type ContactCsvField = keyof CreateContactBody;

/**
 * Header spellings each contact field is recognised by, compared after headerKey (case, spaces, underscores,
 * hyphens and dots do not count): "First Name", first_name and FIRSTNAME are one header.
 */
export const CSV_HEADER_SPELLINGS: Record<ContactCsvField, readonly string[]> = {
  first_name: ['first_name', 'firstname', 'first', 'given name', 'forename'],
  last_name: ['last_name', 'lastname', 'last', 'surname', 'family name'],
  email: ['email', 'e-mail', 'email address', 'e-mail address', 'mail', 'email id', 'work email'],
  company: [
    'company',
    'company name',
    'organization',
    'organisation',
    'organization name',
    'employer',
    'account',
  ],
  job_title: ['job_title', 'title', 'job title', 'headline'],
  location: ['location', 'city', 'region'],
  where_met: ['where_met', 'where met', 'met at', 'source'],
  phone: ['phone', 'phone number', 'mobile', 'mobile phone', 'telephone', 'tel'],
  linkedin_url: [
    'linkedin_url',
    'linkedin',
    'linkedin profile',
    'linkedin profile url',
    'profile url',
    'url',
  ],
  company_url: ['company_url', 'company website', 'website', 'company domain'],
  position: ['position'],
  seniority: ['seniority', 'seniority level', 'level'],
  department: ['department', 'dept', 'team'],
  twitter: ['twitter', 'twitter handle', 'twitter url', 'x handle'],
  tags: ['tags', 'labels'],
  connection_strength: ['connection_strength', 'connection strength', 'strength'],
};

export const REQUIRED_CSV_FIELDS = ['first_name', 'last_name', 'email', 'company'] as const;

export const headerKey = (header: string): string =>
  header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');

const FIELD_OF_KEY = new Map<string, ContactCsvField>(
  Object.entries(CSV_HEADER_SPELLINGS).flatMap(([field, spellings]) =>
    spellings.map((spelling) => [headerKey(spelling), field as ContactCsvField] as const),
  ),
);

/** The file cannot be read as a CSV of contacts at all; the whole request is refused. */
export class ContactsFileUnreadable extends domainError(
  'CONTACT.IMPORT_FILE_UNREADABLE',
  (problem: string) => `file: ${problem}`,
  'file',
) {}

export class ContactsFileColumnsMissing extends DomainError {
  readonly code = 'CONTACT.IMPORT_COLUMNS_MISSING';
  constructor(readonly missing: ContactCsvField[]) {
    super(
      `file: the header row has no ${missing.join(', ')} column${missing.length === 1 ? '' : 's'} ` +
        `(e.g. ${missing.map((field) => `"${CSV_HEADER_SPELLINGS[field][1] ?? field}"`).join(', ')})`,
      'file',
    );
  }

  get extra(): Record<string, unknown> {
    return { missing_columns: this.missing };
  }
}

export class TooManyImportRows extends domainError(
  'CONTACT.IMPORT_TOO_MANY_ROWS',
  `file: must hold at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} contacts (data rows)`,
  'file',
) {}

/** A column that names a field another column of the header names better; its cells are not read. */
export interface IgnoredCsvColumn {
  column: string;
  field: ContactCsvField;
  /** The column the field is read from instead. */
  used: string;
}

export interface CsvHeaderMapping {
  /** Which contact field each column holds (null: a column the import does not read). */
  columns: (ContactCsvField | null)[];
  ignored: IgnoredCsvColumn[];
}

/** 0 for the field's own name, then the place of the spelling in CSV_HEADER_SPELLINGS: lower is better. */
function spellingRank(field: ContactCsvField, key: string): number {
  return headerKey(field) === key ? 0 : 1 + CSV_HEADER_SPELLINGS[field].map(headerKey).indexOf(key);
}

/**
 * Maps columns to fields by their headers. Exports often carry two columns for one field ("City" and
 * "Location", "Title" and "Job Title"): the field's own name wins, then the better-known synonym, then the
 * leftmost column, and the others are reported as ignored rather than refusing the file.
 */
export function mapHeaders(headers: string[]): CsvHeaderMapping {
  const keys = headers.map(headerKey);
  const candidates = keys.map((key) => FIELD_OF_KEY.get(key) ?? null);
  const chosen = new Map<ContactCsvField, number>();
  for (const [index, field] of candidates.entries()) {
    if (field === null) continue;
    const best = chosen.get(field);
    if (best === undefined || spellingRank(field, keys[index]) < spellingRank(field, keys[best])) {
      chosen.set(field, index);
    }
  }
  const columns = candidates.map((field, index) =>
    field !== null && chosen.get(field) === index ? field : null,
  );
  const ignored = candidates.flatMap((field, index) =>
    field !== null && columns[index] === null
      ? [{ column: headers[index], field, used: headers[chosen.get(field)!] }]
      : [],
  );
  const missing = REQUIRED_CSV_FIELDS.filter((field) => !chosen.has(field));
  if (missing.length > 0) throw new ContactsFileColumnsMissing(missing);
  return { columns, ignored };
}

/** One data row of the file: its 1-based line number (where the row starts) and its mapped values. */
export interface CsvContactRow {
  line: number;
  values: Partial<Record<ContactCsvField, string>>;
  /** More fields than the header names: the row does not line up with the columns. */
  extraFields: number;
  /** Why the record could not be split into fields (e.g. a quote never closed); its values are then empty. */
  unreadable?: string;
}

export interface ContactsCsv {
  rows: CsvContactRow[];
  ignoredColumns: IgnoredCsvColumn[];
}

export interface CsvReadProgress {
  bytesRead: number;
  totalBytes: number;
  rows: number;
}

const CHUNK_BYTES = 256 * 1024;

/** UTF-8 text without NUL bytes: what a spreadsheet's "CSV UTF-8" export is, and what a binary file is not. */
function textOf(bytes: Buffer): string {
  if (bytes.length === 0) throw new ContactsFileUnreadable('is empty');
  if (bytes.includes(0)) throw new ContactsFileUnreadable('is not a CSV text file');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ContactsFileUnreadable('is not UTF-8 text; save it as "CSV UTF-8"');
  }
}

/** Spreadsheets in some locales separate with semicolons, and tab-separated exports are common too. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/[\r\n]|$/));
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

const isBlank = (record: string[]): boolean => record.every((value) => value.trim() === '');

/** A cell's line breaks (e.g. "London⏎UK" typed in a spreadsheet) would fail the form's no-control-character rule. */
const oneLine = (value: string): string => value.replace(/\r\n|[\r\n]/g, ' ');

/** Why csv-parse gave up on a record, in the words of the answer's invalid rows. */
function problemOf(error: CsvError | undefined, where = 'here'): string {
  if (error?.code === 'CSV_QUOTE_NOT_CLOSED') {
    return `a quote opened ${where} is never closed, so the rest of the file is one cell`;
  }
  return error?.message ?? 'cannot be split into fields';
}

interface ParsedRecord {
  record: string[];
  raw: string;
  info: { bytes: number };
  /** Order among records and skipped records: csv-parse reports both synchronously, in file order. */
  seq: number;
}

interface SkippedRecord {
  error: CsvError | undefined;
  raw: string;
  seq: number;
}

/**
 * Reads the whole file, row by row, mapping columns by their headers. Blank lines and rows of empty cells are
 * skipped but still count for line numbers (\r\n, \n and a lone \r each end a line). Stray quotes inside a
 * cell are read as text; a record that still cannot be split (a quote never closed) becomes a row with
 * `unreadable` set, so one bad record does not refuse the file. The file goes in slices so progress can be
 * reported between them.
 */
export async function readContactsCsv(
  bytes: Buffer,
  onProgress: (progress: CsvReadProgress) => void = () => undefined,
): Promise<ContactsCsv> {
  const text = textOf(bytes);
  let seq = 0;
  const skipped: SkippedRecord[] = [];
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
    info: true,
    raw: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    // With info and raw on, csv-parse hands each record over as { record, info, raw }; its types say string[].
    on_record: ((parsed: Omit<ParsedRecord, 'seq'>): ParsedRecord => ({
      ...parsed,
      seq: seq++,
    })) as unknown as Options['on_record'],
    on_skip: (error, raw) => {
      skipped.push({ error, raw: raw ?? '', seq: seq++ });
      return undefined;
    },
  });
  const source = Readable.from(
    (function* slices() {
      for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
        yield bytes.subarray(start, start + CHUNK_BYTES);
      }
    })(),
  );
  source.pipe(parser);

  const rows: CsvContactRow[] = [];
  let columns: (ContactCsvField | null)[] | null = null;
  let ignoredColumns: IgnoredCsvColumn[] = [];
  // Records and skipped records follow each other without gaps, so each starts where the one before it ended.
  let recordStart = bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? 3 : 0;
  let scanned = 0;
  let line = 1;
  const lineAt = (offset: number): number => {
    for (; scanned < offset; scanned += 1) {
      if (bytes[scanned] === 0x0a || (bytes[scanned] === 0x0d && bytes[scanned + 1] !== 0x0a)) line += 1;
    }
    return line;
  };
  const addRow = (row: CsvContactRow) => {
    if (rows.length === MAX_IMPORT_ROWS) throw new TooManyImportRows();
    rows.push(row);
  };
  const takeSkipped = (before: number) => {
    while (skipped.length > 0 && skipped[0].seq < before) {
      const { error, raw } = skipped.shift()!;
      const rowLine = lineAt(recordStart);
      recordStart += Buffer.byteLength(raw);
      // A header that cannot be read leaves nothing to map the rows by.
      if (columns === null) {
        throw new ContactsFileUnreadable(`is not valid CSV: ${problemOf(error, `on line ${rowLine}`)}`);
      }
      addRow({ line: rowLine, values: {}, extraFields: 0, unreadable: `row: ${problemOf(error)}` });
    }
  };
  try {
    for await (const { record, raw, info, seq: recordSeq } of parser as AsyncIterable<ParsedRecord>) {
      takeSkipped(recordSeq);
      recordStart = info.bytes;
      if (isBlank(record)) continue;
      const rowLine = lineAt(info.bytes - Buffer.byteLength(raw));
      if (columns === null) {
        ({ columns, ignored: ignoredColumns } = mapHeaders(record));
        continue;
      }
      const values: Partial<Record<ContactCsvField, string>> = {};
      for (const [index, field] of columns.entries()) {
        if (field !== null && record[index] !== undefined) values[field] = oneLine(record[index]);
      }
      addRow({ line: rowLine, values, extraFields: Math.max(0, record.length - columns.length) });
      if (rows.length % 5000 === 0)
        onProgress({ bytesRead: info.bytes, totalBytes: bytes.length, rows: rows.length });
    }
    takeSkipped(Infinity);
  } catch (error) {
    source.destroy();
    if (error instanceof DomainError) throw error;
    const csvError = error as CsvError & { lines?: number };
    throw new ContactsFileUnreadable(
      `is not valid CSV${csvError.lines ? ` (line ${csvError.lines})` : ''}: ${csvError.message}`,
    );
  }
  if (columns === null) throw new ContactsFileUnreadable('has no header row');
  onProgress({ bytesRead: bytes.length, totalBytes: bytes.length, rows: rows.length });
  return { rows, ignoredColumns };
}

/** A CSV cell is text; the form's schema wants a number for connection_strength. */
function bodyOf(values: CsvContactRow['values']): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  const strength = values.connection_strength?.trim();
  if (strength === undefined || strength === '') delete body.connection_strength;
  else if (!Number.isNaN(Number(strength))) body.connection_strength = Number(strength);
  return body;
}

export interface ValidatedRows {
  valid: { line: number; contact: CreateContactBody }[];
  invalid: InvalidImportRow[];
}

/**
 * Checks every row with the Create Contact form's rules (the same schema and messages as POST /contacts/) and
 * refuses an e-mail the file already held on an earlier line, since both rows would be one contact.
 */
export function validateRows(
  rows: CsvContactRow[],
  /** E-mails of earlier rows and their lines; pass one map to every slice of a file validated in slices. */
  firstLineOf = new Map<string, number>(),
): ValidatedRows {
  const valid: ValidatedRows['valid'] = [];
  const invalid: InvalidImportRow[] = [];
  for (const row of rows) {
    if (row.unreadable !== undefined) {
      invalid.push({ line: row.line, reason: row.unreadable });
      continue;
    }
    if (row.extraFields > 0) {
      invalid.push({
        line: row.line,
        reason: `row has ${row.extraFields} more field${row.extraFields === 1 ? '' : 's'} than the header row`,
      });
      continue;
    }
    const parsed = createContactBody.safeParse(bodyOf(row.values));
    if (!parsed.success) {
      const reason = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'contact'}: ${issue.message}`)
        .join('; ');
      invalid.push({ line: row.line, reason });
      continue;
    }
    const email = normalizedEmail(parsed.data.email);
    const earlier = firstLineOf.get(email);
    if (earlier !== undefined) {
      invalid.push({
        line: row.line,
        reason: `email: ${parsed.data.email} is already on line ${earlier} of this file`,
      });
      continue;
    }
    firstLineOf.set(email, row.line);
    valid.push({ line: row.line, contact: parsed.data });
  }
  return { valid, invalid };
}
