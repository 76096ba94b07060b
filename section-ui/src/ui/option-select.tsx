import type { SelectHTMLAttributes } from 'react';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface OptionSelectProps<T extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  options: ReadonlyArray<SelectOption<T>>;
  value: T;
  /** Called with one of `options`' values only: anything else is ignored. */
  onChange: (value: T) => void;
}

/** A native select over a fixed list of typed options. */
export function OptionSelect<T extends string>({ options, value, onChange, ...rest }: OptionSelectProps<T>) {
  return (
    <select
      {...rest}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      {options.map((option) => (
        <option key={option.label} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
