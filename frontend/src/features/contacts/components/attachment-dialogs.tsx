import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { QueryError } from '../../../components/ui/fetch-error';
import { InputField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import {
  useAttachDocumentMutation,
  useContactDocumentsQuery,
  useUploadContactDocumentMutation,
} from '../contacts.api';
import { toastFailure } from '../../../lib/toast-failure';

interface SelectAttachmentDialogProps extends DialogOpenProps {
  contactId: string;
  /** Documents already linked to the contact: shown ticked, not offered again. */
  attachedIds: readonly string[];
  onUploadNew: () => void;
}

/** Spec section 2: Select Attachment — the user's documents as a checkbox list, linked to the contact. */
export function SelectAttachmentDialog({
  open,
  onOpenChange,
  contactId,
  attachedIds,
  onUploadNew,
}: SelectAttachmentDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Select Attachment"
      description="Attached documents go with the e-mails you send this contact when document attachments are on in Settings."
    >
      {open && (
        <DocumentChoice
          contactId={contactId}
          attachedIds={attachedIds}
          onUploadNew={onUploadNew}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

function DocumentChoice({
  contactId,
  attachedIds,
  onUploadNew,
  onDone,
}: Omit<SelectAttachmentDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const documents = useContactDocumentsQuery();
  const [attach] = useAttachDocumentMutation();
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((existing) => existing !== id)));

  const addSelected = async () => {
    setBusy(true);
    try {
      for (const documentId of selected) await attach({ contactId, documentId }).unwrap();
      toast.success('Documents attached to contact.');
      onDone();
    } catch (failure) {
      toastFailure('Failed to attach documents.', failure);
    } finally {
      setBusy(false);
    }
  };

  let list;
  if (documents.isError) {
    list = <QueryError message="Failed to load attachments." query={documents} />;
  } else if (!documents.data) {
    list = <Spinner label="Loading documents..." />;
  } else if (documents.data.documents.length === 0) {
    list = <p className="text-sm text-gray-600 dark:text-gray-400">No documents uploaded yet.</p>;
  } else {
    list = (
      <fieldset>
        <legend className="sr-only">Documents</legend>
        <ul className="max-h-64 space-y-2 overflow-y-auto">
          {documents.data.documents.map((document) => {
            const attached = attachedIds.includes(document.id);
            return (
              <li key={document.id}>
                <label className="flex items-start gap-2 text-sm text-gray-800 dark:text-gray-200">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4 accent-indigo-600"
                    checked={attached || selected.includes(document.id)}
                    disabled={attached || busy}
                    onChange={(event) => toggle(document.id, event.target.checked)}
                  />
                  <span>
                    {document.name}
                    <span className="block text-xs text-gray-500 dark:text-gray-400">
                      {document.filename}
                      {attached ? ' · attached' : ''}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  }

  return (
    <div className="space-y-4">
      {list}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onUploadNew} disabled={busy}>
          Upload New Document
        </Button>
        <Button onClick={() => void addSelected()} disabled={selected.length === 0 || busy}>
          {busy ? 'Attaching...' : 'Add Selected Document'}
        </Button>
      </div>
    </div>
  );
}

interface UploadDocumentDialogProps extends DialogOpenProps {
  contactId: string;
}

/** Spec section 2: Upload New Document — name plus file, stored with the user's documents and linked to the contact. */
export function UploadDocumentDialog({ open, onOpenChange, contactId }: UploadDocumentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Upload New Document">
      {open && <UploadForm contactId={contactId} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function UploadForm({ contactId, onDone }: { contactId: string; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [upload] = useUploadContactDocumentMutation();
  const [attach] = useAttachDocumentMutation();
  const [busy, setBusy] = useState(false);
  const missingId = useId();
  // Spec section 5: a file and a non-blank name, and the button waits for both.
  const missing = [
    file ? null : 'Please select a file to upload',
    name.trim() ? null : 'Please provide a valid name',
  ].filter((problem): problem is string => problem !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !name.trim()) return;
    setBusy(true);
    try {
      const { document } = await upload({ file, name: name.trim() }).unwrap();
      await attach({ contactId, documentId: document.id }).unwrap();
      toast.success('Attachment uploaded and linked successfully');
      onDone();
    } catch (failure) {
      toastFailure('Failed to upload attachment', failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <InputField
        id="upload-document-name"
        label="Document name"
        value={name}
        maxLength={100}
        placeholder="e.g. Portfolio"
        onChange={(event) => setName(event.target.value)}
        disabled={busy}
      />
      <InputField
        id="upload-document-file"
        label="File"
        type="file"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        disabled={busy}
      />
      {missing.length > 0 && (
        <ul id={missingId} className="space-y-1 text-xs text-gray-600 dark:text-gray-400">
          {missing.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={missing.length > 0 || busy}
          aria-describedby={missing.length > 0 ? missingId : undefined}
        >
          {busy ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}
