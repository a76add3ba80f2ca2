import { markLeftSchema, type UserAdminRow } from '@teamledger/domain';
import { DateTime } from 'luxon';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ErrorAlert } from '../../../components/feedback';
import { FormModal, ModalFormFooter, TextAreaField, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useChangeUserStatus } from '../api/change-user-status';

export interface MarkLeftModalProps {
  /** The active person to mark as left; the modal is shown while it is set. */
  user: UserAdminRow | null;
  onHide: () => void;
}

/** Mark as left (status view): from which day the person is gone, and why. */
export function MarkLeftModal({ user, onHide }: MarkLeftModalProps) {
  return (
    <FormModal show={user !== null} onHide={onHide} id="mark-left-title" title="Mark as left">
      {user ? <MarkLeftForm user={user} onDone={onHide} /> : null}
    </FormModal>
  );
}

function MarkLeftForm({ user, onDone }: { user: UserAdminRow; onDone: () => void }) {
  const today = DateTime.now().toISODate();
  const change = useChangeUserStatus();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: markLeftSchema,
    defaultValues: { effectiveDate: today, reason: '' },
    send: (values) =>
      change.mutateAsync({ id: user.id, change: { action: 'markLeft', ...values } }),
    success: (changed) => `${changed.name} is now Left.`,
    onSuccess: onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <p className="small">
          {user.name} will no longer be able to sign in. Reports leave them out from this day on and
          keep their earlier days.
        </p>
        <TextField
          controlId="left-date"
          label="Left as of"
          type="date"
          max={today}
          hint="The first day they are no longer with the company."
          error={errors.effectiveDate?.message}
          {...register('effectiveDate')}
        />
        <TextAreaField
          controlId="left-reason"
          label="Reason"
          rows={3}
          error={errors.reason?.message}
          {...register('reason')}
        />
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={pending} pendingLabel="Saving…" variant="danger">
        Mark as left
      </ModalFormFooter>
    </Form>
  );
}
