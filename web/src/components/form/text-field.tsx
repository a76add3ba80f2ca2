import type { ComponentPropsWithRef } from 'react';
import Form from 'react-bootstrap/Form';
import { FormField, type FormFieldProps } from './form-field';

export type TextFieldProps = Omit<FormFieldProps, 'children'> &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'size' | 'className' | 'children' | 'value'> & {
    value?: string | number;
  };

/**
 * A labelled text input. Spread react-hook-form's `register(name)` into it; the ref passes
 * through to the input.
 */
export function TextField({
  controlId,
  label,
  error,
  invalid,
  describedBy,
  hint,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <FormField
      controlId={controlId}
      label={label}
      error={error}
      invalid={invalid}
      describedBy={describedBy}
      hint={hint}
      className={className}
    >
      {(control) => <Form.Control {...inputProps} {...control} />}
    </FormField>
  );
}
