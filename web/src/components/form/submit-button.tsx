import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** True while the submitted call runs: the button is disabled and shows a spinner. */
  pending: boolean;
  /** Replaces the label while pending, e.g. "Signing in…". */
  pendingLabel: string;
  children: ReactNode;
}

export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...buttonProps
}: SubmitButtonProps) {
  return (
    <Button {...buttonProps} type="submit" disabled={pending || disabled}>
      {pending ? (
        <>
          <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
