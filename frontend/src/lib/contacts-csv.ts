/**
 * The contract's limits for a contacts CSV (POST /contacts/bulk/, from Add Contacts and from Settings): checked
 * before sending so a wrong file is refused at once; the server checks them again.
 */
export const CONTACTS_CSV_ACCEPT = '.csv,text/csv';
export const MAX_CSV_BYTES = 10 * 1024 * 1024;
export const MAX_CSV_ROWS = 50_000;
export const CONTACTS_CSV_REQUIRED_MESSAGE = 'Please select a contacts CSV file to upload.';

export function contactsCsvProblem(file: File | null): string | null {
  if (!file) return CONTACTS_CSV_REQUIRED_MESSAGE;
  if (!file.name.toLowerCase().endsWith('.csv')) return 'Contacts must be a CSV file.';
  if (file.size > MAX_CSV_BYTES) return 'The CSV file must be at most 10 MB.';
  return null;
}
