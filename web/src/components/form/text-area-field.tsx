import type { ComponentPropsWithRef } from 'react';
import Form from 'react-bootstrap/Form';
import { FormField, type FormFieldProps } from './form-field';

export type TextAreaFieldProps = Omit<FormFieldProps, 'children'> &
  Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className' | 'children' | 'value'> & {
    value?: string;
  };

/** A labelled multi-line text box. Spread react-hook-form's `register(name)` into it. */
export function TextAreaField({
  controlId,
  label,
  error,
  invalid,
  describedBy,
  hint,
  className,
  rows = 3,
  ...textAreaProps
}: TextAreaFieldProps) {
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
      {(control) => <Form.Control as="textarea" rows={rows} {...textAreaProps} {...control} />}
    </FormField>
  );
}
