import type { ComponentProps } from 'react';

interface RadioProps<Value extends string> extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'checked' | 'onChange'
> {
  value: Value;
  /** The group's current choice: this radio is checked when it is its value. */
  selected: Value;
  onChoose: (value: Value) => void;
}

/** One radio of a group whose choice the caller holds. */
export function Radio<Value extends string>({ value, selected, onChoose, ...input }: RadioProps<Value>) {
  return (
    <input
      type="radio"
      value={value}
      checked={value === selected}
      onChange={() => onChoose(value)}
      {...input}
    />
  );
}

interface RadioOptionsProps<Value extends string> {
  name: string;
  options: readonly { value: Value; label: string }[];
  selected: Value;
  onChoose: (value: Value) => void;
  labelClassName: string;
}

/** Plain radios, each inside its label; the fieldset and layout around them are the caller's. */
export function RadioOptions<Value extends string>({
  name,
  options,
  selected,
  onChoose,
  labelClassName,
}: RadioOptionsProps<Value>) {
  return options.map(({ value, label }) => (
    <label key={value} className={labelClassName}>
      <Radio
        name={name}
        value={value}
        selected={selected}
        onChoose={onChoose}
        className="h-4 w-4 accent-indigo-600"
      />
      {label}
    </label>
  ));
}
