import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';

/** The server's words when a send or a generation needs the resume; what opens this prompt instead of a toast. */
export const NO_RESUME_DETAIL = 'No resume stored';

export function needsResume(detail: string | undefined | null): boolean {
  return Boolean(detail?.includes(NO_RESUME_DETAIL));
}

/** Spec section 2: opens when sending or generation fails because no resume is stored. */
export function ResumeMissingDialog({ open, onOpenChange }: DialogOpenProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Resume Required">
      <div className="space-y-4 text-sm text-gray-700 dark:text-gray-300">
        <p>
          AI drafting writes from your resume, and there is no resume stored for your account yet. Upload it
          in Settings, then come back to generate or send this e-mail.
        </p>
        <TextLink to={paths.settings} className="inline-block">
          Upload your resume in Settings
        </TextLink>
      </div>
    </Dialog>
  );
}
