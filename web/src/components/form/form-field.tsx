import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** What the control inside a FormField needs to be announced and styled correctly. */
export interface FieldControlProps {
  isInvalid: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  /** Becomes the control's id; the label points at it. */
  controlId: string;
  label: ReactNode;
  /** Shown under the control, which is marked invalid. */
  error?: string;
  /** Marks the control invalid when its message is shown elsewhere (see `describedBy`). */
  invalid?: boolean;
  /** Ids of other elements that describe the control, such as a form-level message. */
  describedBy?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export const feedbackId = (controlId: string) => `${controlId}-feedback`;
const hintId = (controlId: string) => `${controlId}-hint`;

/**
 * A labelled form control with its hint and validation message, wired for screen readers.
 * The control comes from `children`, so inputs, selects and pickers share one layout.
 */
export function FormField({
  controlId,
  label,
  error,
  invalid,
  describedBy,
  hint,
  className = 'mb-3',
  children,
}: FormFieldProps) {
  const descriptions = [
    describedBy,
    hint ? hintId(controlId) : undefined,
    error ? feedbackId(controlId) : undefined,
  ].filter(Boolean);
  const isInvalid = invalid ?? Boolean(error);

  return (
    <Form.Group controlId={controlId} className={className}>
      <Form.Label>{label}</Form.Label>
      {children({
        isInvalid,
        // Bootstrap only styles .is-invalid; screen readers need the attribute.
        'aria-invalid': isInvalid || undefined,
        'aria-describedby': descriptions.length ? descriptions.join(' ') : undefined,
      })}
      {hint ? (
        <Form.Text id={hintId(controlId)} muted>
          {hint}
        </Form.Text>
      ) : null}
      {error ? (
        <Form.Control.Feedback id={feedbackId(controlId)} type="invalid">
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
