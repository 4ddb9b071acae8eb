import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { serverErrorMessage } from '../../../lib/error-detail';
import { type Club, useDeleteClubMutation } from '../clubs.api';

interface DeleteClubDialogProps {
  club: Club | null;
  onClose: () => void;
}

export function DeleteClubDialog({ club, onClose }: DeleteClubDialogProps) {
  const [deleteClub, { isLoading }] = useDeleteClubMutation();

  const confirm = async () => {
    if (!club) return;
    try {
      await deleteClub(club.club_code).unwrap();
      toast.success('Club deleted successfully');
      onClose();
    } catch (error) {
      toast.error(serverErrorMessage(error, 'Failed to delete club'));
    }
  };

  return (
    <Dialog
      open={club !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Club"
      description={
        club && (
          <>
            Delete <strong>{club.club_name}</strong> ({club.club_code})? This cannot be undone.
          </>
        )
      }
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={isLoading} aria-busy={isLoading}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
