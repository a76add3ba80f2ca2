import { zodResolver } from '@hookform/resolvers/zod';
import {
  leadRequestInputSchema,
  leadRequestReassignSchema,
  leadRequestRejectSchema,
  type LeadRequest,
  type LeadRequestList,
} from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import {
  FormModal,
  ModalFormFooter,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useFormError } from '../../../hooks/use-form-error';
import { useLeadRequestCommand } from '../api/lead-request-commands';

type Assignees = LeadRequestList['assignees'];

/** Admins: create a lead request and hand it to a person with role User. */
export function AssignLeadModal({
  show,
  onHide,
  assignees,
}: {
  show: boolean;
  onHide: () => void;
  assignees: Assignees;
}) {
  return (
    <FormModal show={show} onHide={onHide} id="assign-lead-title" title="Assign Lead">
      <AssignLeadForm onDone={onHide} assignees={assignees} />
    </FormModal>
  );
}

function AssignLeadForm({ onDone, assignees }: { onDone: () => void; assignees: Assignees }) {
  const notify = useNotify();
  const idempotency = useIdempotencyKey();
  const { formError, clearFormError, showFormError } = useFormError();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(leadRequestInputSchema),
    defaultValues: { name: '', email: '', message: '', ticketUrl: '', assigneeId: '' },
  });
  const command = useLeadRequestCommand({
    mutationConfig: {
      onSuccess: (lead) => {
        notify(`Lead assigned to ${lead.assignee.name}.`);
        idempotency.renew();
        onDone();
      },
      onError: (error) => {
        const fields = ['name', 'email', 'message', 'ticketUrl', 'assigneeId'];
        showFormError(error, setError, fields);
      },
    },
  });
  const submit = handleSubmit((input) => {
    clearFormError();
    command.mutate({ action: 'assign', input, idempotencyKey: idempotency.key });
  });
  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={clearFormError} />
        <TextField
          controlId="lead-name"
          label="Name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          controlId="lead-email"
          label="Email"
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextAreaField
          controlId="lead-message"
          label="Message"
          rows={3}
          error={errors.message?.message}
          {...register('message')}
        />
        <TextField
          controlId="lead-ticket"
          label="Ticket link"
          type="url"
          placeholder="https://…"
          hint="Optional; opened by View Ticket."
          error={errors.ticketUrl?.message}
          {...register('ticketUrl')}
        />
        <SelectField
          controlId="lead-assignee"
          label="Assign to"
          error={errors.assigneeId?.message}
          {...register('assigneeId')}
        >
          <option value="">Choose…</option>
          {assignees.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={command.isPending} pendingLabel="Assigning…">
        Assign
      </ModalFormFooter>
    </Form>
  );
}

/** Rejection message (SPEC.md 5: 'Please input your Message!'). */
export function RejectLeadModal({
  lead,
  onHide,
}: {
  lead: LeadRequest | null;
  onHide: () => void;
}) {
  return (
    <FormModal show={lead !== null} onHide={onHide} id="reject-lead-title" title="Reject Lead">
      {lead ? <RejectLeadForm lead={lead} onDone={onHide} /> : null}
    </FormModal>
  );
}

function RejectLeadForm({ lead, onDone }: { lead: LeadRequest; onDone: () => void }) {
  const notify = useNotify();
  const { formError, clearFormError, showFormError } = useFormError();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(leadRequestRejectSchema), defaultValues: { reason: '' } });
  const command = useLeadRequestCommand({
    mutationConfig: {
      onSuccess: () => {
        notify('Lead Rejected.');
        onDone();
      },
      onError: (error) => {
        showFormError(error, setError, ['reason']);
      },
    },
  });
  const submit = handleSubmit(({ reason }) => {
    clearFormError();
    command.mutate({ action: 'reject', id: lead.id, reason });
  });
  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={clearFormError} />
        <p className="small text-body-secondary">
          {lead.name} ({lead.email})
        </p>
        <TextAreaField
          controlId="reject-lead-reason"
          label="Message"
          rows={3}
          error={errors.reason?.message}
          {...register('reason')}
        />
      </Modal.Body>
      <ModalFormFooter
        onCancel={onDone}
        pending={command.isPending}
        pendingLabel="Rejecting…"
        variant="danger"
      >
        Reject
      </ModalFormFooter>
    </Form>
  );
}

/** Re-assign to another provider user (SPEC.md 5: 'Please select user!'). */
export function ReassignLeadModal({
  lead,
  onHide,
  assignees,
}: {
  lead: LeadRequest | null;
  onHide: () => void;
  assignees: Assignees;
}) {
  return (
    <FormModal show={lead !== null} onHide={onHide} id="reassign-lead-title" title="Re-assign Lead">
      {lead ? <ReassignLeadForm lead={lead} onDone={onHide} assignees={assignees} /> : null}
    </FormModal>
  );
}

function ReassignLeadForm({
  lead,
  onDone,
  assignees,
}: {
  lead: LeadRequest;
  onDone: () => void;
  assignees: Assignees;
}) {
  const notify = useNotify();
  const { formError, clearFormError, showFormError } = useFormError();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(leadRequestReassignSchema),
    defaultValues: { assigneeId: '' },
  });
  const command = useLeadRequestCommand({
    mutationConfig: {
      onSuccess: () => {
        notify('Lead Re Assign successfully');
        onDone();
      },
      onError: (error) => {
        showFormError(error, setError, ['assigneeId']);
      },
    },
  });
  const candidates = assignees.filter(
    (person) => person.isProviderUser && person.id !== lead.assignee.id,
  );
  const submit = handleSubmit(({ assigneeId }) => {
    clearFormError();
    command.mutate({ action: 'reassign', id: lead.id, assigneeId });
  });
  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={clearFormError} />
        <SelectField
          controlId="reassign-lead-user"
          label="User"
          hint={
            candidates.length === 0 ? 'There is no other Assembla user to hand it to.' : undefined
          }
          error={errors.assigneeId?.message}
          {...register('assigneeId')}
        >
          <option value="">Choose…</option>
          {candidates.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={command.isPending} pendingLabel="Re-assigning…">
        Re-assign
      </ModalFormFooter>
    </Form>
  );
}
