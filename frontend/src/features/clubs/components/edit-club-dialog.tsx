import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { focusRing } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { type Club, useUpdateClubMutation } from '../clubs.api';
import { updateClubSchema, type UpdateClubForm } from '../club-form.schema';
import { ClubFormButtons, sendClubForm } from './club-form-parts';
import { ClubNameAndSeatsFields } from './club-name-and-seats-fields';

interface EditClubDialogProps {
  club: Club | null;
  onClose: () => void;
}

export function EditClubDialog({ club, onClose }: EditClubDialogProps) {
  return (
    <Dialog open={club !== null} onOpenChange={(open) => !open && onClose()} title="Edit Club">
      {club && <EditClubFormBody key={club.club_code} club={club} onDone={onClose} />}
    </Dialog>
  );
}

function EditClubFormBody({ club, onDone }: { club: Club; onDone: () => void }) {
  const [updateClub, { isLoading }] = useUpdateClubMutation();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<UpdateClubForm>({
    resolver: zodResolver(updateClubSchema),
    defaultValues: {
      club_name: club.club_name,
      max_free_signups: club.max_free_signups,
      is_active: club.is_active,
    },
  });
  const nameFilled = watch('club_name').trim() !== '';

  const submit = handleSubmit((values) =>
    sendClubForm(() => updateClub({ club_code: club.club_code, ...values }).unwrap(), {
      succeeded: 'Club updated successfully',
      failed: 'Failed to update club',
      onDone,
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        id="edit-club-code"
        label="Club code"
        hint="The code is part of sign-up links and cannot change."
      >
        <Input id="edit-club-code" value={club.club_code} readOnly />
      </Field>
      <ClubNameAndSeatsFields idPrefix="edit-club" register={register} errors={errors} />
      <label className="flex items-center gap-3 text-sm font-medium text-gray-800 dark:text-gray-200">
        <input
          type="checkbox"
          role="switch"
          className={`h-4 w-4 rounded border-gray-300 text-indigo-600 accent-indigo-600 ${focusRing}`}
          {...register('is_active')}
        />
        Active
      </label>
      <ClubFormButtons submitLabel="Update" ready={nameFilled} busy={isLoading} onCancel={onDone} />
    </form>
  );
}
