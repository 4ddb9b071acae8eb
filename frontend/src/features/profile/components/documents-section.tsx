import {
  MAX_DOCUMENT_NAME_LENGTH,
  MAX_DOCUMENTS,
  DOCUMENT_LIMIT_MESSAGE,
  documentNameProblem,
} from '@outreach/backend/profile/profile-rules.contract';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useAppStore } from '../../../api/hooks';
import { catchUpWithSettings } from '../../../api/settings.api';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateTime } from '../../../components/ui/date-time';
import { InputField } from '../../../components/ui/field';
import { FileField, FileUploadForm } from '../../../components/ui/file-upload-form';
import { SettingsSection } from '../../../components/ui/settings-section';
import { formatBytes } from '../../../lib/format-bytes';
import { toastFailure } from '../../../lib/toast-failure';
import { useStagedProgress } from '../../../lib/use-staged-progress';
import { documentFileProblem } from '../file-rules';
import { useDeleteDocumentMutation, useUploadDocumentMutation, type SettingsDocument } from '../profile.api';
import { ItemList } from './item-list';

type Problems = { file?: string; name?: string };

/** Documents drafts may attach (which ones is chosen on the Advanced tab), with upload and delete. */
export function DocumentsSection({ documents }: { documents: readonly SettingsDocument[] }) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [deleting, setDeleting] = useState<SettingsDocument | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [uploadDocument] = useUploadDocumentMutation();
  const [deleteDocument, { isLoading: deletingNow }] = useDeleteDocumentMutation();
  const store = useAppStore();
  const progress = useStagedProgress();
  const full = documents.length >= MAX_DOCUMENTS;

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    // Spec section 5: the name is required although its field is labelled optional.
    const found: Problems = {
      file: documentFileProblem(file) ?? undefined,
      name: documentNameProblem(name) ?? undefined,
    };
    setProblems(found);
    if (found.file || found.name || !file) {
      (found.file ? fileInput : nameInput).current?.focus();
      return;
    }
    progress.show(10, 'Preparing the upload');
    progress.show(40, 'Uploading your document');
    try {
      const result = await uploadDocument({ file, name: name.trim() }).unwrap();
      progress.show(70, 'Document stored');
      await catchUpWithSettings(store.dispatch, store.getState, result.checkpoint);
      progress.show(90, 'Refreshing your documents');
      setFile(null);
      setName('');
      if (fileInput.current) fileInput.current.value = '';
      progress.show(100, 'Complete');
      toast.success('Document uploaded successfully');
    } catch (failure) {
      progress.reset();
      toastFailure('Failed to upload document', failure);
    }
  };

  const remove = async (document: SettingsDocument) => {
    try {
      await deleteDocument(document.id).unwrap();
    } catch (failure) {
      toastFailure('Failed to delete document', failure);
      return;
    }
    setDeleting(null);
    toast.success('Document deleted successfully');
  };

  return (
    <SettingsSection
      title="Documents"
      description="Files such as a cover letter or transcript that e-mails may attach."
    >
      <ItemList
        label="Documents"
        empty="No documents uploaded yet."
        items={documents}
        detail={(document) => (
          <p className="text-xs break-all text-gray-500 dark:text-gray-400">
            {document.filename} · {formatBytes(document.size_bytes)} ·{' '}
            <DateTime value={document.uploaded_at} />
          </p>
        )}
        actions={(document) => (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${document.name}`}
            onClick={() => setDeleting(document)}
          >
            Delete
          </Button>
        )}
      />
      {full ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{DOCUMENT_LIMIT_MESSAGE}</p>
      ) : (
        <FileUploadForm
          onSubmit={upload}
          progress={progress}
          progressLabel="Uploading your document"
          submitLabel="Upload Document"
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <FileField
              id="settings-document-file"
              label="Document file"
              error={problems.file}
              disabled={progress.busy}
              inputRef={fileInput}
              onFiles={(files) => {
                setFile(files[0] ?? null);
                setProblems((current) => ({ ...current, file: undefined }));
              }}
            />
            <InputField
              ref={nameInput}
              id="settings-document-name"
              label="Document name (optional)"
              error={problems.name}
              maxLength={MAX_DOCUMENT_NAME_LENGTH}
              placeholder="e.g. Cover letter"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setProblems((current) => ({ ...current, name: undefined }));
              }}
              disabled={progress.busy}
            />
          </div>
        </FileUploadForm>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Document"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deletingNow}
        onConfirm={() => deleting && void remove(deleting)}
      >
        <p>Delete {deleting?.name}? E-mails will no longer attach it.</p>
      </ConfirmDialog>
    </SettingsSection>
  );
}
