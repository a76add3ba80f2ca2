import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { SubmitButton } from './submit-button';

/**
 * A modal holding one form: a titled header with a close button, and the form rendered only
 * while shown, so every opening starts from a fresh form.
 */
export function FormModal({
  show,
  onHide,
  id,
  title,
  size,
  children,
}: {
  show: boolean;
  onHide: () => void;
  /** The title's element id, which labels the dialog. */
  id: string;
  title: string;
  size?: 'sm' | 'lg' | 'xl';
  children: ReactNode;
}) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={id} size={size}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={id} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      {show ? children : null}
    </Modal>
  );
}

/** The footer of a form in a modal: a way out, and the submit button with its pending state. */
export function ModalFormFooter({
  onCancel,
  cancelLabel = 'Cancel',
  pending,
  pendingLabel,
  variant,
  children,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  pending: boolean;
  pendingLabel: string;
  variant?: string;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <SubmitButton pending={pending} pendingLabel={pendingLabel} variant={variant}>
        {children}
      </SubmitButton>
    </Modal.Footer>
  );
}
