import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

export interface CheckboxGroupFieldProps {
  /** Prefix of the checkboxes' ids. */
  id: string;
  /** Names the group (a fieldset legend), e.g. 'WorkSpaces'. */
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
  /** Shown when there is nothing to choose from. */
  emptyMessage?: ReactNode;
}

/**
 * A labelled group of checkboxes for choosing several things, kept in the order of
 * `options`. Use with react-hook-form's Controller.
 */
export function CheckboxGroupField({
  id,
  legend,
  options,
  value,
  onChange,
  error,
  disabled,
  emptyMessage = 'Nothing to choose from yet.',
}: CheckboxGroupFieldProps) {
  const errorId = `${id}-feedback`;
  const toggle = (option: string, checked: boolean) =>
    onChange(
      options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))),
    );
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {options.length === 0 ? (
        <p className="small text-body-secondary mb-0">{emptyMessage}</p>
      ) : null}
      {options.map((option) => (
        <Form.Check
          key={option.value}
          id={`${id}-${option.value}`}
          type="checkbox"
          label={option.label}
          checked={value.includes(option.value)}
          disabled={disabled}
          isInvalid={Boolean(error)}
          onChange={(event) => toggle(option.value, event.target.checked)}
        />
      ))}
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
