import type { ComponentPropsWithRef } from 'react';
import Form from 'react-bootstrap/Form';
import { FormField, type FormFieldProps } from './form-field';

export type SelectFieldProps = Omit<FormFieldProps, 'children'> &
  Omit<ComponentPropsWithRef<'select'>, 'id' | 'size' | 'className'> & {
    /** Bootstrap's small or large select, to sit in a row of small controls (filters). */
    controlSize?: 'sm' | 'lg';
  };

/**
 * A labelled native select: keyboard type-ahead, the platform's own picker on phones.
 * Spread react-hook-form's `register(name)` into it, or pass value and onChange.
 */
export function SelectField({
  controlId,
  label,
  error,
  invalid,
  describedBy,
  hint,
  className,
  children,
  controlSize,
  ...selectProps
}: SelectFieldProps) {
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
      {(control) => (
        <Form.Select {...selectProps} {...control} size={controlSize}>
          {children}
        </Form.Select>
      )}
    </FormField>
  );
}
