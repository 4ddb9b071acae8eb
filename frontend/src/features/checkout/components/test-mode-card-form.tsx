import {
  TEST_MODE_CARD_EXPIRATION,
  TEST_MODE_CARDS,
} from '@outreach/backend/platform/payments/test-mode-cards.contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
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
  const cardField = (field: keyof TestCardValues, label: string, placeholder: string, numeric = false) => (
    <InputField
      id={`${id}-${field}`}
      label={label}
      error={errors[field]}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete="off"
      placeholder={placeholder}
      value={values[field]}
      disabled={disabled}
      onChange={(event) => onChange({ ...values, [field]: event.target.value })}
    />
  );

  return (
    <fieldset className="space-y-4 rounded-lg border border-amber-300 bg-amber-50/60 p-4 dark:border-amber-700 dark:bg-amber-950/30">
      <legend className="px-1 text-sm font-medium text-gray-900 dark:text-gray-100">Card</legend>
      <p className="inline-flex rounded-full bg-amber-200 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-800 dark:text-amber-100">
        Test mode — no real charge
      </p>

      {cardField('number', 'Card number', '4111 1111 1111 1111', true)}
      <div className="grid grid-cols-2 gap-4">
        {cardField('expiry', 'Expiry date (MM/YY)', 'MM/YY')}
        {cardField('cvv', 'CVV', '123', true)}
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
