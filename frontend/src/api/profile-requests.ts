import { formData } from '../lib/form-data';

/**
 * The resume and documents calls that the sign-up, the settings, the tour and the contact page each declare under
 * their own endpoint names (each keeps its cache its own way); what goes over the wire is stated once, here.
 */

/** Every documents read provides it, so an upload from the contact page or the settings shows on both. */
export const DOCUMENTS_TAG = { type: 'Settings', id: 'DOCUMENTS' } as const;

export const resumeStatusRead = { query: () => '/resume/status', providesTags: ['Resume'] } as const;

export const resumeContentRead = {
  query: () => '/resume/content',
  providesTags: ['Resume'],
  keepUnusedDataFor: 0,
} as const;

export const resumeUpload = (file: File) => ({ url: '/resume/', method: 'POST', body: formData({ file }) });

export const resumeDelete = () => ({ url: '/resume/', method: 'DELETE' });

export const documentsRead = { query: () => '/settings/documents', providesTags: [DOCUMENTS_TAG] } as const;

export const documentUpload = ({ file, name }: { file: File; name: string }) => ({
  url: '/settings/documents',
  method: 'POST',
  body: formData({ file, name }),
});
