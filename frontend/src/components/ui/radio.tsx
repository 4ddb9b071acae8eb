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
