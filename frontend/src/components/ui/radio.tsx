/**
 * The props of each radio in a group whose choice the caller holds: `<input {...radio(option)} />` is checked
 * when its option is the one selected, and choosing it reports that option.
 */
export function radioGroup<Value extends string>(
  name: string,
  selected: Value,
  onChoose: (value: Value) => void,
) {
  return (value: Value) => ({
    type: 'radio' as const,
    name,
    value,
    checked: value === selected,
    onChange: () => onChoose(value),
  });
}

interface RadioOptionsProps<Value extends string> {
  radio: ReturnType<typeof radioGroup<Value>>;
  options: readonly { value: Value; label: string }[];
  labelClassName: string;
}

/** Plain radios, each inside its label; the fieldset and layout around them are the caller's. */
export function RadioOptions<Value extends string>({
  radio,
  options,
  labelClassName,
}: RadioOptionsProps<Value>) {
  return options.map(({ value, label }) => (
    <label key={value} className={labelClassName}>
      <input {...radio(value)} className="h-4 w-4 accent-indigo-600" />
      {label}
    </label>
  ));
}
