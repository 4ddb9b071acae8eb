import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/field';
import { useAppStore } from '../../../api/hooks';
import { catchUp } from '../../../api/settle-command';
import { serverErrorMessage } from '../../../lib/error-detail';
import { useCreateContactMutation } from '../add-contacts.api';
import {
  CONNECTION_STRENGTH,
  contactFormSchema,
  EMPTY_CONTACT_FORM,
  type ContactFormInput,
  type ContactFormValues,
} from '../contact-form.schema';

export function CreateContactDialog({ open, onOpenChange }: DialogOpenProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Contact"
      description="Fields marked * are required."
      wide
    >
      {open && <CreateContactForm onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

type TextName = Exclude<keyof ContactFormInput, 'connection_strength'>;

interface TextFieldSpec {
  name: TextName;
  label: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
}

const REQUIRED_FIELDS: TextFieldSpec[] = [
  { name: 'first_name', label: 'First Name *', autoComplete: 'off' },
  { name: 'last_name', label: 'Last Name *', autoComplete: 'off' },
  { name: 'email', label: 'Email *', type: 'email', autoComplete: 'off' },
  { name: 'company', label: 'Company *', autoComplete: 'off' },
];

const OPTIONAL_FIELDS: TextFieldSpec[] = [
  { name: 'job_title', label: 'Job Title' },
  { name: 'position', label: 'Position' },
  { name: 'seniority', label: 'Seniority' },
  { name: 'department', label: 'Department' },
  { name: 'location', label: 'Location' },
  { name: 'where_met', label: 'Where Met' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'linkedin_url', label: 'LinkedIn URL', type: 'url' },
  { name: 'company_url', label: 'Company URL', type: 'url' },
  { name: 'twitter', label: 'Twitter' },
  { name: 'tags', label: 'Tags', hint: 'Separate tags with commas.' },
];

const ALREADY_ADDED = 409;

function CreateContactForm({ onCancel }: { onCancel: () => void }) {
  const [createContact, { isLoading }] = useCreateContactMutation();
  const navigate = useNavigate();
  const store = useAppStore();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY_CONTACT_FORM,
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { contact, checkpoint } = await createContact(values).unwrap();
      // The conversation reads contacts_list: opening it before the row is there answers 404.
      await catchUp(store.dispatch, store.getState, ['contacts-list'], checkpoint);
      toast.success('Contact created successfully!');
      navigate(`/contacts/${encodeURIComponent(contact.id)}`);
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === ALREADY_ADDED) {
        toast.error(serverErrorMessage(error, 'This contact is already added.'));
        return;
      }
      const detail = serverErrorMessage(error, '');
      toast.error('Failed to create contact', { description: detail || undefined });
    }
  });

  const textField = ({ name, type = 'text', ...field }: TextFieldSpec) => (
    <InputField
      key={name}
      id={`create-contact-${name}`}
      error={errors[name]?.message}
      type={type}
      {...field}
      {...register(name)}
    />
  );

  const strengthError = errors.connection_strength?.message;
  // Submitting lasts until the contacts list has the new row, after the request itself.
  const busy = isLoading || isSubmitting;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">{REQUIRED_FIELDS.map(textField)}</div>
      <div className="grid gap-4 sm:grid-cols-2">
        {OPTIONAL_FIELDS.map(textField)}
        <InputField
          id="create-contact-connection_strength"
          label="Connection Strength"
          error={strengthError}
          hint="From 0 to 1 in steps of 0.1."
          type="number"
          min={CONNECTION_STRENGTH.min}
          max={CONNECTION_STRENGTH.max}
          step={CONNECTION_STRENGTH.step}
          {...register('connection_strength', {
            // Spec section 5: 0 unless given, so a cleared field is the default, not an error.
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined
                ? CONNECTION_STRENGTH.default
                : Number(value),
          })}
        />
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Creating...' : 'Create Contact'}
        </Button>
      </div>
    </form>
  );
}
