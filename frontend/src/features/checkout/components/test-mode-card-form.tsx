import {
  TEST_MODE_CARD_EXPIRATION,
  TEST_MODE_CARDS,
} from '@outreach/backend/platform/payments/test-mode-cards.contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { groupCardNumber, type TestCardErrors, type TestCardValues } from '../test-mode-card';

interface TestModeCardFormProps {
  values: TestCardValues;
  errors: TestCardErrors;
  disabled: boolean;
  onChange: (values: TestCardValues) => void;
}

/** The embedded test-mode gateway's card form: only the listed test cards, nothing is charged. */
export function TestModeCardForm({ values, errors, disabled, onChange }: TestModeCardFormProps) {
  const id = useId();
  const describedBy = (field: keyof TestCardValues) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <fieldset className="space-y-4 rounded-lg border border-amber-300 bg-amber-50/60 p-4 dark:border-amber-700 dark:bg-amber-950/30">
      <legend className="px-1 text-sm font-medium text-gray-900 dark:text-gray-100">Card</legend>
      <p className="inline-flex rounded-full bg-amber-200 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-800 dark:text-amber-100">
        Test mode — no real charge
      </p>

      <Field id={`${id}-number`} label="Card number" error={errors.number}>
        <Input
          id={`${id}-number`}
          inputMode="numeric"
          autoComplete="off"
          placeholder="4111 1111 1111 1111"
          value={values.number}
          disabled={disabled}
          aria-invalid={errors.number ? true : undefined}
          aria-describedby={describedBy('number')}
          onChange={(event) => onChange({ ...values, number: event.target.value })}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${id}-expiry`} label="Expiry date (MM/YY)" error={errors.expiry}>
          <Input
            id={`${id}-expiry`}
            autoComplete="off"
            placeholder="MM/YY"
            value={values.expiry}
            disabled={disabled}
            aria-invalid={errors.expiry ? true : undefined}
            aria-describedby={describedBy('expiry')}
            onChange={(event) => onChange({ ...values, expiry: event.target.value })}
          />
        </Field>
        <Field id={`${id}-cvv`} label="CVV" error={errors.cvv}>
          <Input
            id={`${id}-cvv`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="123"
            value={values.cvv}
            disabled={disabled}
            aria-invalid={errors.cvv ? true : undefined}
            aria-describedby={describedBy('cvv')}
            onChange={(event) => onChange({ ...values, cvv: event.target.value })}
          />
        </Field>
      </div>

      <div className="space-y-2">
        <p id={`${id}-cards`} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          Test cards (click to fill)
        </p>
        <ul aria-labelledby={`${id}-cards`} className="space-y-2">
          {TEST_MODE_CARDS.map((card) => (
            <li key={card.number}>
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                className="w-full flex-wrap justify-between text-left"
                onClick={() =>
                  onChange({
                    number: groupCardNumber(card.number),
                    expiry: values.expiry || TEST_MODE_CARD_EXPIRATION,
                    cvv: values.cvv || '123',
                  })
                }
              >
                <span className="font-mono">
                  {card.brand} {groupCardNumber(card.number)}
                </span>
                <span className="text-gray-600 dark:text-gray-300">{card.label}</span>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
}
