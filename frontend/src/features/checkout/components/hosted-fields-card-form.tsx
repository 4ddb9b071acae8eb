import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { CardField, CardFieldErrors } from '../card-form';
import { HOSTED_FIELD_LABELS } from '../hosted-fields-card-form';

interface HostedFieldsCardFormProps {
  /** Where braintree-web puts each field's iframe. */
  containerRef: (field: CardField) => (element: HTMLElement | null) => void;
  errors: CardFieldErrors;
  loading: boolean;
}

// Looks like the page's inputs (inputClasses); braintree-web adds the focused/invalid classes to the container.
// color-scheme light keeps the cross-origin iframe transparent on the dark background (a scheme mismatch would
// paint it opaque white); the text colour inside comes from the styles passed to hostedFields.create.
const containerClasses =
  'h-10 w-full rounded-md border border-gray-300 bg-white px-3 shadow-sm [color-scheme:light] dark:border-gray-600 dark:bg-gray-800 [&.braintree-hosted-fields-focused]:border-indigo-500 [&.braintree-hosted-fields-focused]:ring-2 [&.braintree-hosted-fields-focused]:ring-indigo-500 [&.braintree-hosted-fields-invalid]:border-red-500 dark:[&.braintree-hosted-fields-invalid]:border-red-400';

function HostedField({
  id,
  field,
  error,
  containerRef,
}: {
  id: string;
  field: CardField;
  error?: string;
  containerRef: (element: HTMLElement | null) => void;
}) {
  const containerId = `${id}-${field}`;
  return (
    <div className="space-y-1">
      {/* braintree-web focuses the field's iframe when a label[for=container] is clicked. */}
      <label
        id={`${containerId}-label`}
        htmlFor={containerId}
        className="block text-sm font-medium text-gray-800 dark:text-gray-200"
      >
        {HOSTED_FIELD_LABELS[field]}
      </label>
      <div
        id={containerId}
        ref={containerRef}
        role="group"
        aria-labelledby={`${containerId}-label`}
        aria-describedby={error ? `${containerId}-error` : undefined}
        className={cn(containerClasses, error && 'border-red-500 dark:border-red-400')}
      />
      {error && (
        <p id={`${containerId}-error`} role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** Braintree's hosted card fields: number, expiry and CVV in Braintree's iframes, so no card number touches the page. */
export function HostedFieldsCardForm({ containerRef, errors, loading }: HostedFieldsCardFormProps) {
  const id = useId();
  return (
    <fieldset className="space-y-4 rounded-lg border border-gray-200 p-4 dark:border-gray-700">
      <legend className="px-1 text-sm font-medium text-gray-900 dark:text-gray-100">Card</legend>
      {loading && <Spinner label="Loading secure card fields..." />}
      <HostedField id={id} field="number" error={errors.number} containerRef={containerRef('number')} />
      <div className="grid grid-cols-2 gap-4">
        <HostedField id={id} field="expiry" error={errors.expiry} containerRef={containerRef('expiry')} />
        <HostedField id={id} field="cvv" error={errors.cvv} containerRef={containerRef('cvv')} />
      </div>
    </fieldset>
  );
}
