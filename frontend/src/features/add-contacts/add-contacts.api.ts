import type { ContactView } from '@outreach/backend/contacts/contact.contract';
import type { ContactsImportProgress } from '@outreach/backend/platform/realtime/server-events.contract';
import { api } from '../../api/api';
import { uploadWithProgress } from '../../api/upload-with-progress';
import type { ContactFormValues } from './contact-form.schema';
import { formData } from '../../lib/form-data';

export type { ContactsImportProgress, ContactView };

export const CONTACTS_CSV_PATH = '/contacts/bulk/';

export interface CreateContactResult {
  contact: ContactView;
  checkpoint: string;
}

export interface InvalidRow {
  line: number;
  reason: string;
}

/** POST /contacts/bulk/'s 201 answer. */
export interface ContactsImportResult {
  import_id: string;
  total_rows: number;
  imported: number;
  already_added: number;
  invalid: InvalidRow[];
  message: string;
}

const addContactsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    createContact: builder.mutation<CreateContactResult, ContactFormValues>({
      query: (body) => ({ url: '/contacts/', method: 'POST', body }),
      invalidatesTags: ['Contact'],
    }),
  }),
});

export const { useCreateContactMutation } = addContactsApi;

/** Every contacts list is behind once an import has written; they load again. */
export const contactsChanged = () => addContactsApi.util.invalidateTags(['Contact']);

export type ImportOutcome =
  | { ok: true; result: ContactsImportResult }
  | { ok: false; detail: string | undefined; invalid: InvalidRow[] };

function detailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return undefined;
  const { detail } = body as { detail: unknown };
  return typeof detail === 'string' && detail.trim() ? detail : undefined;
}

function invalidRowsOf(body: unknown): InvalidRow[] {
  if (typeof body !== 'object' || body === null || !('invalid' in body)) return [];
  const { invalid } = body as { invalid: unknown };
  return Array.isArray(invalid) ? (invalid as InvalidRow[]) : [];
}

/**
 * Sends the CSV with the client's import id, so the server's progress pushes for this import can be told apart
 * from another tab's before the answer arrives. Resolves with the result or the server's refusal.
 */
export async function importContactsCsv(
  file: File,
  importId: string,
  onUploaded: (share: number) => void,
): Promise<ImportOutcome> {
  const response = await uploadWithProgress(CONTACTS_CSV_PATH, formData({ file, import_id: importId }), {
    onProgress: onUploaded,
    onSent: () => onUploaded(1),
  });
  if (response.status >= 200 && response.status < 300) {
    return { ok: true, result: response.body as ContactsImportResult };
  }
  return { ok: false, detail: detailOf(response.body), invalid: invalidRowsOf(response.body) };
}
