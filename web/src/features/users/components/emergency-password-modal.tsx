import { emergencyPasswordSchema, type UserAdminRow } from '@teamledger/domain';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ErrorAlert } from '../../../components/feedback';
import { FormModal, ModalFormFooter, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useSetEmergencyPassword } from '../api/user-security';

export interface EmergencyPasswordModalProps {
  user: UserAdminRow | null;
  onHide: () => void;
}

/**
 * Set password (Admins only, an emergency): the invitation and the reset link are the way;
 * this one is recorded in the person's history and ends every session of theirs.
 */
export function EmergencyPasswordModal({ user, onHide }: EmergencyPasswordModalProps) {
  return (
    <FormModal
      show={user !== null}
      onHide={onHide}
      id="emergency-password-title"
      title={user ? `Set a password for ${user.name}` : ''}
    >
      {user ? <EmergencyPasswordForm user={user} onDone={onHide} /> : null}
    </FormModal>
  );
}

function EmergencyPasswordForm({ user, onDone }: { user: UserAdminRow; onDone: () => void }) {
  const save = useSetEmergencyPassword();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: emergencyPasswordSchema,
    defaultValues: { password: '', confirmPassword: '' },
    send: (input) => save.mutateAsync({ id: user.id, input }),
    success: `${user.name}'s password is set. Their sessions have ended.`,
    onSuccess: onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <Alert variant="warning">
          For emergencies only: an invitation or a password reset link lets them choose it
          themselves. Setting it is recorded in their history.
        </Alert>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <TextField
          controlId="emergency-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          controlId="emergency-password-confirm"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={pending} pendingLabel="Setting…">
        Set password
      </ModalFormFooter>
    </Form>
  );
}
