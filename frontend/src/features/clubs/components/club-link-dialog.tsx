import { toast } from '../../../lib/toast';
import { usePublicConfigQuery } from '../../../api/api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import type { Club } from '../clubs.api';

interface ClubLinkDialogProps {
  club: Club | null;
  onClose: () => void;
}

/** The host comes from the deployment's public URL, never from this page's address or a constant. */
export function clubSignupLink(publicUrl: string, clubCode: string): string {
  return `${publicUrl}/signup?${new URLSearchParams({ utm_source: clubCode }).toString()}`;
}

export function ClubLinkDialog({ club, onClose }: ClubLinkDialogProps) {
  return (
    <Dialog
      open={club !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Club Link"
      description={club && `People who sign up through this link join ${club.club_name}.`}
    >
      {club && <ClubLink clubCode={club.club_code} />}
    </Dialog>
  );
}

function ClubLink({ clubCode }: { clubCode: string }) {
  const { data, isLoading, isError, refetch } = usePublicConfigQuery();

  if (isLoading) return <Spinner label="Loading link..." />;
  if (isError || !data) {
    return (
      <div role="alert" className="space-y-3 text-sm text-red-700 dark:text-red-400">
        <p>Could not load the site address for the link.</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const link = clubSignupLink(data.public_url, clubCode);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied to clipboard');
    } catch {
      toast.error('Could not copy the link. Select it and copy it by hand.');
    }
  };

  return (
    <div className="space-y-3">
      <InputField
        id="club-signup-link"
        label="Sign-up URL"
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex justify-end gap-2">
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center rounded-md px-4 py-2 text-sm font-medium text-indigo-600 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-400"
        >
          Open
        </a>
        <Button onClick={copy}>Copy Link</Button>
      </div>
    </div>
  );
}
