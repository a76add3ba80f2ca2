import {
  formatDay,
  leaveApproveSchema,
  leaveCancelSchema,
  leaveRejectSchema,
  type Leave,
} from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/feedback';
import { FormModal, ModalFormFooter, TextAreaField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useLeaveStep, type LeaveStep } from '../api/leave-steps';

const STEPS: Record<
  LeaveStep,
  { title: string; label: string; hint: string; submit: string; pending: string; done: string }
> = {
  approve: {
    title: 'Approve leave',
    label: 'Note (optional)',
    hint: 'Emailed to the applicant.',
    submit: 'Approve',
    pending: 'Approving…',
    done: 'Leave approved.',
  },
  reject: {
    title: 'Reject leave',
    label: 'Why',
    hint: 'Emailed to the applicant.',
    submit: 'Reject',
    pending: 'Rejecting…',
    done: 'Leave rejected.',
  },
  cancel: {
    title: 'Cancel leave',
    label: 'Reason',
    hint: 'Kept with the leave; HR and Admins must give one.',
    submit: 'Cancel leave',
    pending: 'Cancelling…',
    done: 'Leave cancelled.',
  },
};

const formSchemas = {
  approve: z.object({ text: leaveApproveSchema.shape.note }),
  reject: z.object({ text: leaveRejectSchema.shape.note }),
  cancel: z.object({ text: leaveCancelSchema.shape.reason }),
};

export const leaveName = (leave: Leave) =>
  `${leave.user.name}'s ${leave.leaveType} leave, ${formatDay(leave.from)} to ${formatDay(leave.to)}`;

/** One step on one leave in a modal: approve or reject with a note, cancel with a reason. */
export function LeaveStepModal({
  leave,
  step,
  onDone,
}: {
  leave: Leave | null;
  step: LeaveStep;
  onDone: () => void;
}) {
  return (
    <FormModal
      show={leave !== null}
      onHide={onDone}
      id={`leave-${step}-title`}
      title={STEPS[step].title}
    >
      {leave ? <LeaveStepForm leave={leave} step={step} onDone={onDone} /> : null}
    </FormModal>
  );
}

function LeaveStepForm({
  leave,
  step,
  onDone,
}: {
  leave: Leave;
  step: LeaveStep;
  onDone: () => void;
}) {
  const take = useLeaveStep();
  const words = STEPS[step];
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: formSchemas[step],
    defaultValues: { text: '' },
    send: ({ text }, idempotencyKey) =>
      take.mutateAsync({ id: leave.id, step, text: text ?? '', idempotencyKey }),
    success: words.done,
    onSuccess: onDone,
  });
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <p>
          {leaveName(leave)} ({leave.workingDays} working {leave.workingDays === 1 ? 'day' : 'days'}
          ).
        </p>
        <TextAreaField
          controlId={`leave-${step}-text`}
          label={words.label}
          rows={2}
          hint={words.hint}
          error={form.formState.errors.text?.message}
          {...form.register('text')}
        />
      </Modal.Body>
      <ModalFormFooter
        onCancel={onDone}
        cancelLabel="Back"
        pending={pending}
        pendingLabel={words.pending}
        variant={step === 'approve' ? 'success' : 'danger'}
      >
        {words.submit}
      </ModalFormFooter>
    </Form>
  );
}
