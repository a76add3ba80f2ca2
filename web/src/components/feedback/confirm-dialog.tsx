import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

export interface ConfirmDialogProps {
  show: boolean;
  /** The question, e.g. SPEC.md's 'Are you sure you want to delete this!'. */
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: 'danger' | 'primary' | 'success';
  /** True while the confirmed action runs: both buttons wait. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal (DESIGN.md section 8: confirmations in modals). */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  confirmVariant = 'danger',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      show={show}
      onHide={pending ? undefined : onCancel}
      centered
      aria-labelledby="tl-confirm-title"
    >
      <Modal.Header closeButton={!pending} closeLabel="Close">
        <Modal.Title id="tl-confirm-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      {children ? <Modal.Body>{children}</Modal.Body> : null}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={pending}>
          {pending ? (
            <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
          ) : null}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
