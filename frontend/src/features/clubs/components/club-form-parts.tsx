import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { serverErrorMessage } from '../../../lib/error-detail';

/** Sends a club form's values: on success a toast and the dialog closes; on failure the server's reason. */
export async function sendClubForm(
  send: () => Promise<unknown>,
  { succeeded, failed, onDone }: { succeeded: string; failed: string; onDone: () => void },
): Promise<void> {
  try {
    await send();
    toast.success(succeeded);
    onDone();
  } catch (error) {
    toast.error(serverErrorMessage(error, failed));
  }
}

interface ClubFormButtonsProps {
  submitLabel: string;
  /** The required fields are filled. */
  ready: boolean;
  busy: boolean;
  onCancel: () => void;
}

export function ClubFormButtons({ submitLabel, ready, busy, onCancel }: ClubFormButtonsProps) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={!ready || busy} aria-busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
