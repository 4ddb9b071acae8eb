import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { Field, inputClasses, InputField } from '../../../components/ui/field';
import { useGenerateAvailabilityMutation, type AvailabilityCriteria } from '../contacts.api';
import { toastFailure } from '../../../lib/toast-failure';

/** Today in the user's own calendar, as a date input holds it. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Spec sections 3 and 9: 09:00 to 17:00, 15-minute buffers, today to today. */
export function defaultCriteria(): AvailabilityCriteria {
  const day = today();
  return {
    available_start: '09:00',
    available_end: '17:00',
    buffer_before: 15,
    buffer_after: 15,
    start_date: day,
    end_date: day,
  };
}

interface CalendarDialogProps extends DialogOpenProps {
  /** The reviewed availability text, to go into the e-mail. */
  onInsert: (availability: string) => void;
}

/** Spec section 2: Calendar — criteria, then review. */
export function CalendarDialog({ open, onOpenChange, onInsert }: CalendarDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Include Calendar" wide>
      {open && (
        <CalendarSteps
          onInsert={(text) => {
            onInsert(text);
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}

function CalendarSteps({ onInsert }: { onInsert: (availability: string) => void }) {
  const [criteria, setCriteria] = useState(defaultCriteria);
  const [review, setReview] = useState<string | null>(null);
  const [generate, { isLoading }] = useGenerateAvailabilityMutation();

  // Buffers are whole minutes; a cleared buffer is none.
  const setCriterion = (key: keyof AvailabilityCriteria, type: CriterionInputProps['type'], value: string) =>
    setCriteria((current) => ({
      ...current,
      [key]: type === 'number' ? (value === '' ? 0 : Number(value)) : value,
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { human_readable_availability } = await generate(criteria).unwrap();
      if (!human_readable_availability?.trim()) {
        toast.error('No availability returned from server.');
        return;
      }
      setReview(human_readable_availability);
    } catch (failure) {
      toastFailure('Failed to generate availability.', failure);
    }
  };

  if (review !== null) {
    return (
      <div className="space-y-4">
        <Field
          id="calendar-review"
          label="Your availability"
          hint="Edit it if you like before it goes into the e-mail."
        >
          <textarea
            id="calendar-review"
            rows={8}
            className={inputClasses}
            value={review}
            onChange={(event) => setReview(event.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setReview(null)}>
            Back
          </Button>
          <Button
            disabled={!review.trim()}
            onClick={() => {
              onInsert(review.trim());
              toast.success('Calendar availability saved.');
            }}
          >
            Insert into Email
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {CRITERIA.map(({ key, id, label, type }) => (
          <CriterionInput
            key={key}
            id={id}
            label={label}
            type={type}
            value={criteria[key]}
            onChange={(value) => setCriterion(key, type, value)}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Generating...' : 'Generate Availability'}
        </Button>
      </div>
    </form>
  );
}

const CRITERIA: readonly {
  key: keyof AvailabilityCriteria;
  id: string;
  label: string;
  type: CriterionInputProps['type'];
}[] = [
  { key: 'available_start', id: 'calendar-start', label: 'Available from', type: 'time' },
  { key: 'available_end', id: 'calendar-end', label: 'Available until', type: 'time' },
  { key: 'buffer_before', id: 'calendar-buffer-before', label: 'Buffer before (minutes)', type: 'number' },
  { key: 'buffer_after', id: 'calendar-buffer-after', label: 'Buffer after (minutes)', type: 'number' },
  { key: 'start_date', id: 'calendar-start-date', label: 'Start date', type: 'date' },
  { key: 'end_date', id: 'calendar-end-date', label: 'End date', type: 'date' },
];

interface CriterionInputProps {
  id: string;
  label: string;
  type: 'time' | 'date' | 'number';
  value: string | number;
  onChange: (value: string) => void;
}

/** One availability criterion; buffers are whole minutes in steps of five. */
function CriterionInput({ id, label, type, value, onChange }: CriterionInputProps) {
  const minutes = type === 'number';
  return (
    <InputField
      id={id}
      label={label}
      type={type}
      min={minutes ? 0 : undefined}
      step={minutes ? 5 : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
