import { zodResolver } from '@hookform/resolvers/zod';
import {
  acceptRegistrationSchema,
  ASSIGNABLE_ROLES,
  rejectionSchema,
  type UserAdminRow,
} from '@teamledger/domain';
import { DateTime } from 'luxon';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller, useForm } from 'react-hook-form';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import { useFormError } from '../../../hooks/use-form-error';
import {
  CheckboxGroupField,
  ModalFormFooter,
  SelectField,
  SubmitButton,
  TextAreaField,
} from '../../../components/form';
import { useChangeUserStatus } from '../api/change-user-status';

export interface RegistrationModalProps {
  /** The inactive registration; the modal is shown while it is set. */
  user: UserAdminRow | null;
  workspaces: readonly { id: string; name: string }[];
  onHide: () => void;
}

/**
 * An inactive registration's Detail (SPEC.md 4): accept it with a role and workspaces, or
 * reject it with a message.
 */
export function RegistrationModal({ user, workspaces, onHide }: RegistrationModalProps) {
  const [rejecting, setRejecting] = useState(false);
  const close = () => {
    setRejecting(false);
    onHide();
  };
  return (
    <Modal show={user !== null} onHide={close} aria-labelledby="registration-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="registration-title" as="h2" className="h5">
          {rejecting ? 'Reject registration' : 'Accept registration'}
        </Modal.Title>
      </Modal.Header>
      {user ? (
        <>
          <Modal.Body className="pb-0">
            <dl className="row small mb-0">
              <dt className="col-4">Name</dt>
              <dd className="col-8">{user.name}</dd>
              <dt className="col-4">Email</dt>
              <dd className="col-8">{user.email}</dd>
              <dt className="col-4">Registered</dt>
              <dd className="col-8">
                {DateTime.fromISO(user.registeredAt).toLocaleString(DateTime.DATETIME_MED)}
              </dd>
            </dl>
          </Modal.Body>
          {rejecting ? (
            <RejectForm user={user} onDone={close} onBack={() => setRejecting(false)} />
          ) : (
            <AcceptForm
              user={user}
              workspaces={workspaces}
              onDone={close}
              onReject={() => setRejecting(true)}
            />
          )}
        </>
      ) : null}
    </Modal>
  );
}

function AcceptForm({
  user,
  workspaces,
  onDone,
  onReject,
}: {
  user: UserAdminRow;
  workspaces: RegistrationModalProps['workspaces'];
  onDone: () => void;
  onReject: () => void;
}) {
  const notify = useNotify();
  const { formError, clearFormError, showFormError } = useFormError();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(acceptRegistrationSchema),
    defaultValues: { workspaceIds: [] },
  });
  const change = useChangeUserStatus({
    mutationConfig: {
      onSuccess: () => {
        notify(`${user.name} was accepted and can now sign in.`);
        onDone();
      },
      onError: (error) => {
        showFormError(error, setError, ['role', 'workspaceIds']);
      },
    },
  });
  const submit = handleSubmit((values) => {
    clearFormError();
    change.mutate({ id: user.id, change: { action: 'accept', ...values } });
  });
  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={clearFormError} />
        <SelectField
          controlId="accept-role"
          label="Role"
          error={errors.role?.message}
          {...register('role')}
        >
          <option value="">Choose…</option>
          {ASSIGNABLE_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </SelectField>
        <Controller
          control={control}
          name="workspaceIds"
          render={({ field, fieldState }) => (
            <CheckboxGroupField
              id="accept-workspaces"
              legend="WorkSpaces"
              options={workspaces.map((w) => ({ value: w.id, label: w.name }))}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <p className="small text-body-secondary mb-0">
          The first WorkSpace chosen becomes the default one.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-danger" onClick={onReject} disabled={change.isPending}>
          Reject
        </Button>
        <SubmitButton pending={change.isPending} pendingLabel="Accepting…" variant="success">
          Accept
        </SubmitButton>
      </Modal.Footer>
    </Form>
  );
}

function RejectForm({
  user,
  onDone,
  onBack,
}: {
  user: UserAdminRow;
  onDone: () => void;
  onBack: () => void;
}) {
  const notify = useNotify();
  const { formError, clearFormError, showFormError } = useFormError();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(rejectionSchema), defaultValues: { reason: '' } });
  const change = useChangeUserStatus({
    mutationConfig: {
      onSuccess: () => {
        notify(`The registration of ${user.name} was rejected.`);
        onDone();
      },
      onError: (error) => {
        showFormError(error, setError, ['reason']);
      },
    },
  });
  const submit = handleSubmit(({ reason }) => {
    clearFormError();
    change.mutate({ id: user.id, change: { action: 'reject', reason } });
  });
  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={clearFormError} />
        <TextAreaField
          controlId="reject-registration-reason"
          label="Message"
          rows={3}
          error={errors.reason?.message}
          {...register('reason')}
        />
      </Modal.Body>
      <ModalFormFooter
        onCancel={onBack}
        cancelLabel="Back"
        pending={change.isPending}
        pendingLabel="Rejecting…"
        variant="danger"
      >
        Reject
      </ModalFormFooter>
    </Form>
  );
}
