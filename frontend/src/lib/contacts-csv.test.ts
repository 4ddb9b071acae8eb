import { describe, expect, it } from 'vitest';
import { contactsCsvProblem, CONTACTS_CSV_REQUIRED_MESSAGE, MAX_CSV_BYTES } from './contacts-csv';

const fileOf = (name: string, size = 10) => {
  const file = new File(['x'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('contactsCsvProblem', () => {
  it('asks for a file, refuses other kinds and files over 10 MB, accepts a CSV', () => {
    expect(contactsCsvProblem(null)).toBe(CONTACTS_CSV_REQUIRED_MESSAGE);
    expect(contactsCsvProblem(fileOf('contacts.xlsx'))).toBe('Contacts must be a CSV file.');
    expect(contactsCsvProblem(fileOf('contacts.CSV', MAX_CSV_BYTES + 1))).toBe(
      'The CSV file must be at most 10 MB.',
    );
    expect(contactsCsvProblem(fileOf('contacts.CSV', MAX_CSV_BYTES))).toBeNull();
  });
});
