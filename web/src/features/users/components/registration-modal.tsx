import {
  acceptRegistrationSchema,
  rejectionSchema,
  type Role,
  type UserAdminRow,
} from '@teamledger/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller } from 'react-hook-form';
import { ErrorAlert } from '../../../components/feedback';
import { DateTimeText } from '../../../components/text';
import {
  CheckboxGroupField,
  ModalFormFooter,
  SelectField,
  SubmitButton,
  TextAreaField,
} from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useChangeUserStatus } from '../api/change-user-status';

export interface RegistrationModalProps {
  /** The inactive registration; the modal is shown while it is set. */
  user: UserAdminRow | null;
  workspaces: readonly { id: string; name: string }[];
  teams: readonly { name: string }[];
  /** Who can be Lead 1: active people who can lead. */
  leads: readonly { id: string; name: string }[];
  /** The roles the signer may give: none above their own. */
  roles: readonly Role[];
  onHide: () => void;
}

/**
 * An inactive registration's Detail (SPEC.md 4): accept it with a role, team, Lead 1 and
 * workspaces, or reject it with a message.
 */
export function RegistrationModal({
  user,
  workspaces,
  teams,
  leads,
  roles,
  onHide,
}: RegistrationModalProps) {
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
                <DateTimeText at={user.registeredAt} />
              </dd>
            </dl>
          </Modal.Body>
          {rejecting ? (
            <RejectForm user={user} onDone={close} onBack={() => setRejecting(false)} />
          ) : (
            <AcceptForm
              user={user}
              workspaces={workspaces}
              teams={teams}
              leads={leads}
              roles={roles}
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
  teams,
  leads,
  roles,
  onDone,
  onReject,
}: {
  user: UserAdminRow;
  workspaces: RegistrationModalProps['workspaces'];
  teams: RegistrationModalProps['teams'];
  leads: RegistrationModalProps['leads'];
  roles: RegistrationModalProps['roles'];
  onDone: () => void;
  onReject: () => void;
}) {
  const change = useChangeUserStatus();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: acceptRegistrationSchema,
    defaultValues: { workspaceIds: [], teamName: '', lead1: '' },
    send: (values) => change.mutateAsync({ id: user.id, change: { action: 'accept', ...values } }),
    success: `${user.name} was accepted and can now sign in.`,
    onSuccess: onDone,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <SelectField
          controlId="accept-role"
          label="Role"
          error={errors.role?.message}
          {...register('role')}
        >
          <option value="">Choose…</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </SelectField>
        {/* Without a team and Lead 1 the person could never be scored. */}
        <SelectField
          controlId="accept-team"
          label="Team Name"
          error={errors.teamName?.message}
          {...register('teamName')}
        >
          <option value="">Choose…</option>
          {teams.map((team) => (
            <option key={team.name} value={team.name}>
              {team.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          controlId="accept-lead1"
          label="Lead 1"
          error={errors.lead1?.message}
          {...register('lead1')}
        >
          <option value="">Choose…</option>
          {leads
            .filter((lead) => lead.id !== user.id)
            .map((lead) => (
              <option key={lead.id} value={lead.id}>
                {lead.name}
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
        <Button variant="outline-danger" onClick={onReject} disabled={pending}>
          Reject
        </Button>
        <SubmitButton pending={pending} pendingLabel="Accepting…" variant="success">
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
  const change = useChangeUserStatus();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: rejectionSchema,
    defaultValues: { reason: '' },
    send: ({ reason }) => change.mutateAsync({ id: user.id, change: { action: 'reject', reason } }),
    success: `The registration of ${user.name} was rejected.`,
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
        pending={pending}
        pendingLabel="Rejecting…"
        variant="danger"
      >
        Reject
      </ModalFormFooter>
    </Form>
  );
}
