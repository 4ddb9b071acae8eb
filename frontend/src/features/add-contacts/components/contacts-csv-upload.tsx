import { type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { uploadWithProgress } from '../../../api/upload-with-progress';
import { FileField, FileUploadForm, useChosenFiles } from '../../../components/ui/file-upload-form';
import { SettingsSection } from '../../../components/ui/settings-section';
import { CONTACTS_CSV_ACCEPT, contactsCsvProblem } from '../../../lib/contacts-csv';
import { parseErrorDetail } from '../../../lib/error-detail';
import { formData } from '../../../lib/form-data';
import { useStagedProgress } from '../../../lib/use-staged-progress';
import { CONTACTS_CSV_PATH } from '../add-contacts.api';

/** The part of POST /contacts/bulk/'s answer this form reports. */
interface ImportSummary {
  message?: unknown;
}

/** Spec section 4.6: 10 to 50 while the bytes go up, then 70, 90, 100. */
const SENDING_FROM = 10;
const SENDING_SPAN = 40;

/** Uploads a CSV of contacts from the settings, showing how much of the file has been sent; /import shows each row. */
export function ContactsCsvUpload() {
  const chosen = useChosenFiles();
  const progress = useStagedProgress();

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const { file } = chosen;
    const problem = contactsCsvProblem(file);
    if (problem || !file) {
      chosen.refuse(problem ?? undefined);
      return;
    }
    chosen.setError(undefined);
    progress.show(SENDING_FROM, 'Uploading your contacts');
    try {
      const response = await uploadWithProgress(CONTACTS_CSV_PATH, formData({ file }), {
        onProgress: (sent) =>
          progress.show(Math.round(SENDING_FROM + SENDING_SPAN * sent), 'Uploading your contacts'),
        onSent: () => progress.show(70, 'Processing your contacts'),
      });
      if (response.status < 200 || response.status >= 300) {
        progress.reset();
        const detail =
          typeof response.body === 'object' && response.body !== null && 'detail' in response.body
            ? parseErrorDetail((response.body as { detail: unknown }).detail)
            : undefined;
        toast.error('Error uploading CSV', { description: detail });
        return;
      }
      progress.show(90, 'Contacts saved');
      chosen.clear();
      progress.show(100, 'Complete');
      const { message } = (response.body ?? {}) as ImportSummary;
      toast.success('Contacts uploaded successfully', {
        description: typeof message === 'string' ? message : undefined,
      });
    } catch {
      progress.reset();
      toast.error('Error uploading CSV');
    }
  };

  return (
    <SettingsSection
      title="Import Contacts"
      description="Upload a CSV file of contacts to add them to your list."
    >
      <FileUploadForm
        onSubmit={upload}
        progress={progress}
        progressLabel="Uploading your contacts"
        submitLabel="Upload Contacts"
      >
        <FileField
          id="settings-contacts-csv"
          label="Contacts CSV file"
          accept={CONTACTS_CSV_ACCEPT}
          disabled={progress.busy}
          {...chosen.field}
        />
      </FileUploadForm>
    </SettingsSection>
  );
}
