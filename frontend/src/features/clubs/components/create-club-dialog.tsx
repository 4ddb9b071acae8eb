import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ClubFormButtons, sendClubForm } from './club-form-parts';
import { ClubNameAndSeatsFields } from './club-name-and-seats-fields';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { useCreateClubMutation } from '../clubs.api';
import { createClubSchema, DEFAULT_MAX_FREE_SIGNUPS, type CreateClubForm } from '../club-form.schema';

export function CreateClubDialog({ open, onOpenChange }: DialogOpenProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Club"
      description="Members who join through the club link get free Pro access while seats remain."
    >
      {open && <CreateClubFormBody onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function CreateClubFormBody({ onDone }: { onDone: () => void }) {
  const [createClub, { isLoading }] = useCreateClubMutation();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CreateClubForm>({
    resolver: zodResolver(createClubSchema),
    defaultValues: { club_code: '', club_name: '', max_free_signups: DEFAULT_MAX_FREE_SIGNUPS },
  });
  const [code, name] = watch(['club_code', 'club_name']);
  const ready = code.trim() !== '' && name.trim() !== '';

  const submit = handleSubmit((values) =>
    sendClubForm(() => createClub(values).unwrap(), {
      succeeded: 'Club created successfully',
      failed: 'Failed to create club',
      onDone,
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        id="create-club-code"
        label="Club code"
        error={errors.club_code?.message}
        hint="Used in the sign-up link; cannot be changed later."
      >
        <Input
          id="create-club-code"
          autoComplete="off"
          aria-invalid={!!errors.club_code}
          {...register('club_code')}
        />
      </Field>
      <ClubNameAndSeatsFields idPrefix="create-club" register={register} errors={errors} />
      <ClubFormButtons submitLabel="Create" ready={ready} busy={isLoading} onCancel={onDone} />
    </form>
  );
}
