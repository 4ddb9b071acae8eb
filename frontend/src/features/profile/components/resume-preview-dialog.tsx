import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useSettingsResumeContentQuery } from '../profile.api';

/** Spec section 2.3: the preview's download is a text file named resume.txt. */
export const RESUME_TEXT_FILE_NAME = 'resume.txt';

function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The text the server read from the resume: what drafting works from, so the user can check it. */
export function ResumePreviewDialog({ open, onOpenChange }: DialogOpenProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Resume Preview" wide>
      {open && <ResumeText />}
    </Dialog>
  );
}

function ResumeText() {
  const { data, isFetching, isError, refetch } = useSettingsResumeContentQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (isError) toast.error('Failed to load resume content');
  }, [isError]);

  if (isFetching && !data) return <Spinner label="Loading resume content..." />;
  if (isError || !data) {
    return (
      <div role="alert" className="space-y-3 text-sm text-red-700 dark:text-red-400">
        <p>Unable to load resume content</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <pre
        tabIndex={0}
        aria-label="Resume text"
        className="max-h-[55vh] overflow-auto rounded bg-gray-50 p-3 text-xs break-words whitespace-pre-wrap text-gray-800 dark:bg-gray-800/60 dark:text-gray-200"
      >
        {data.content}
      </pre>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => downloadText(data.content, RESUME_TEXT_FILE_NAME)}>
          Download as Text
        </Button>
      </div>
    </div>
  );
}
