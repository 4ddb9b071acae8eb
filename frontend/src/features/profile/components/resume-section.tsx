import type { ResumeStatus } from '@outreach/backend/profile/profile-rules.contract';
import { fieldList } from '@outreach/backend/profile/user-profile.contract';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useAppStore } from '../../../api/hooks';
import { catchUpWithSettings } from '../../../api/settings.api';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FileField, FileUploadForm, useChosenFiles } from '../../../components/ui/file-upload-form';
import { SettingsSection } from '../../../components/ui/settings-section';
import { RESUME_ACCEPT } from '../../../lib/resume-file';
import { toastFailure } from '../../../lib/toast-failure';
import { reportTourAction } from '../../../lib/tour-actions';
import { useStagedProgress } from '../../../lib/use-staged-progress';
import { resumeProblem } from '../file-rules';
import {
  useDeleteSettingsResumeMutation,
  useSettingsResumeStatusQuery,
  useUploadSettingsResumeMutation,
} from '../profile.api';
import { ResumePreviewDialog } from './resume-preview-dialog';

const NOT_A_PDF = 'Your resume must be a PDF file.';

/** Every PDF starts with "%PDF-"; checking it spares an upload the server would refuse. */
function startsLikePdf(file: File): Promise<boolean> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).startsWith('%PDF-'));
    reader.onerror = () => resolve(true);
    reader.readAsText(file.slice(0, 5));
  });
}

/** The resume on file (from the cached settings until its own status call answers), its upload and removal. */
export function ResumeSection({ cachedStatus }: { cachedStatus: ResumeStatus }) {
  const { data: liveStatus, refetch: refetchStatus } = useSettingsResumeStatusQuery();
  const status = liveStatus ?? cachedStatus;
  const chosen = useChosenFiles();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [uploadResume] = useUploadSettingsResumeMutation();
  const [deleteResume, { isLoading: deleting }] = useDeleteSettingsResumeMutation();
  const store = useAppStore();
  const progress = useStagedProgress();

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const { file } = chosen;
    const problem = resumeProblem(file);
    if (problem || !file) {
      chosen.refuse(problem ?? NOT_A_PDF);
      return;
    }
    chosen.setError(undefined);
    progress.show(10, 'Checking the file');
    if (!(await startsLikePdf(file))) {
      progress.reset();
      chosen.refuse(NOT_A_PDF);
      return;
    }
    progress.show(30, 'Uploading your resume');
    try {
      const result = await uploadResume(file).unwrap();
      progress.show(60, 'Resume read');
      await catchUpWithSettings(store.dispatch, store.getState, result.checkpoint);
      progress.show(80, 'Updating your profile');
      await refetchStatus();
      progress.show(90, 'Refreshing the status');
      chosen.clear();
      progress.show(100, 'Complete');
      reportTourAction({ type: 'resume-uploaded' });
      const filled = result.filled_from_resume ?? [];
      toast.success('Resume uploaded and processed successfully', {
        description:
          filled.length > 0
            ? `It filled ${fieldList(filled)} in Professional Details, where you can change them.`
            : undefined,
      });
    } catch (failure) {
      progress.reset();
      toastFailure('Failed to upload resume', failure);
    }
  };

  const remove = async () => {
    try {
      await deleteResume().unwrap();
    } catch (failure) {
      toastFailure('Failed to delete resume', failure);
      return;
    }
    setConfirmingDelete(false);
    toast.success('Resume deleted successfully');
  };

  const fileName = status.file_name ?? 'your resume';

  return (
    <SettingsSection
      title="Resume"
      description="Drafts and match scores use the text of your resume, and it fills what Professional Details leaves blank. PDF only."
    >
      {status.resume_exists ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="min-w-0 break-all text-gray-800 dark:text-gray-200">
            On file: <span className="font-medium">{fileName}</span>
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => setPreviewOpen(true)}>
              Preview
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirmingDelete(true)}>
              Delete Resume
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">No resume uploaded yet.</p>
      )}
      <FileUploadForm
        onSubmit={upload}
        progress={progress}
        progressLabel="Uploading your resume"
        submitLabel="Upload Resume"
      >
        <FileField
          id="settings-resume-file"
          label={status.resume_exists ? 'Replace resume (PDF)' : 'Resume (PDF)'}
          accept={RESUME_ACCEPT}
          disabled={progress.busy}
          {...chosen.field}
        />
      </FileUploadForm>
      <ResumePreviewDialog open={previewOpen} onOpenChange={setPreviewOpen} />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete Resume"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => void remove()}
      >
        <p>Delete {fileName}? Drafts will no longer use it.</p>
      </ConfirmDialog>
    </SettingsSection>
  );
}
