import type { ComponentPropsWithRef, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

export type SwitchFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'type' | 'className' | 'children'
> & {
  controlId: string;
  label: ReactNode;
  className?: string;
};

/** An on/off switch with its label. Spread react-hook-form's `register(name)` into it. */
export function SwitchField({ controlId, label, className, ...inputProps }: SwitchFieldProps) {
  return (
    <Form.Check type="switch" id={controlId} className={className}>
      <Form.Check.Input type="checkbox" {...inputProps} />
      <Form.Check.Label>{label}</Form.Check.Label>
    </Form.Check>
  );
}
