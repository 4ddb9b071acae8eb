import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, Input } from '../../../components/ui/field';
import { MIN_FREE_SIGNUPS } from '../club-form.schema';

interface NameAndSeats {
  club_name: string;
  max_free_signups: number;
}

interface ClubNameAndSeatsFieldsProps {
  idPrefix: string;
  // Both forms hold club_name and max_free_signups; the rest of their shape does not matter here.
  register: UseFormRegister<NameAndSeats>;
  errors: FieldErrors<NameAndSeats>;
}

/** The club name and seat limit, edited the same way when a club is created and when it is updated. */
export function ClubNameAndSeatsFields({ idPrefix, register, errors }: ClubNameAndSeatsFieldsProps) {
  return (
    <>
      <Field id={`${idPrefix}-name`} label="Club name" error={errors.club_name?.message}>
        <Input
          id={`${idPrefix}-name`}
          autoComplete="off"
          aria-invalid={!!errors.club_name}
          {...register('club_name')}
        />
      </Field>
      <Field id={`${idPrefix}-seats`} label="Max free signups" error={errors.max_free_signups?.message}>
        <Input
          id={`${idPrefix}-seats`}
          type="number"
          min={MIN_FREE_SIGNUPS}
          step={1}
          inputMode="numeric"
          aria-invalid={!!errors.max_free_signups}
          {...register('max_free_signups', { valueAsNumber: true })}
        />
      </Field>
    </>
  );
}
