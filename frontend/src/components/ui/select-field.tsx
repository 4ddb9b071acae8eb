import { Field, inputClasses } from './field';

interface SelectFieldProps<Option extends string> {
  id: string;
  label: string;
  options: readonly Option[];
  value: Option;
  onChange: (value: Option) => void;
  disabled?: boolean;
}

/** A labelled choice among fixed options (message type, tone), each shown as its own words. */
export function SelectField<Option extends string>({
  id,
  label,
  options,
  value,
  onChange,
  disabled,
}: SelectFieldProps<Option>) {
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className={inputClasses}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Option)}
      >
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </Field>
  );
}
