import {
  leadRequestInputSchema,
  leadRequestReassignSchema,
  leadRequestRejectSchema,
  type LeadRequest,
  type LeadRequestList,
} from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ErrorAlert } from '../../../components/feedback';
import {
  FormModal,
  ModalFormFooter,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
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
  const command = useLeadRequestCommand();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: leadRequestInputSchema,
    defaultValues: { name: '', email: '', message: '', ticketUrl: '', assigneeId: '' },
    send: (input, idempotencyKey) =>
      command.mutateAsync({ action: 'assign', input, idempotencyKey }),
    success: (lead) => `Lead assigned to ${lead.assignee.name}.`,
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
      <ModalFormFooter onCancel={onDone} pending={pending} pendingLabel="Assigning…">
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
  const command = useLeadRequestCommand();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: leadRequestRejectSchema,
    defaultValues: { reason: '' },
    send: ({ reason }) => command.mutateAsync({ action: 'reject', id: lead.id, reason }),
    success: 'Lead Rejected.',
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
        pending={pending}
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
  const command = useLeadRequestCommand();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: leadRequestReassignSchema,
    defaultValues: { assigneeId: '' },
    send: ({ assigneeId }) => command.mutateAsync({ action: 'reassign', id: lead.id, assigneeId }),
    success: 'Lead Re Assign successfully',
    onSuccess: onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const candidates = assignees.filter(
    (person) => person.isProviderUser && person.id !== lead.assignee.id,
  );
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={dismissFormError} />
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
      <ModalFormFooter onCancel={onDone} pending={pending} pendingLabel="Re-assigning…">
        Re-assign
      </ModalFormFooter>
    </Form>
  );
}
