import {
  timesheetApproveSchema,
  timesheetGraceSchema,
  timesheetRejectSchema,
  timesheetReopenSchema,
} from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/feedback';
import { FormModal, ModalFormFooter, TextAreaField, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useTimesheetStep } from '../api/timesheets';

/** The steps that ask for something: a note, a reason or a last day. */
export type TimesheetFormStep = 'approve' | 'reject' | 'reopen' | 'grace';

const STEPS: Record<
  TimesheetFormStep,
  { title: string; label: string; hint: string; submit: string; pending: string; done: string }
> = {
  approve: {
    title: 'Approve timesheet',
    label: 'Note (optional)',
    hint: 'Kept with the approval.',
    submit: 'Approve',
    pending: 'Approving…',
    done: 'Timesheet approved: the period is locked.',
  },
  reject: {
    title: 'Reject timesheet',
    label: 'What to fix',
    hint: 'Emailed to the person; the period opens again for them.',
    submit: 'Reject',
    pending: 'Rejecting…',
    done: 'Timesheet rejected.',
  },
  reopen: {
    title: 'Reopen period',
    label: 'Reason',
    hint: 'Kept with the period; the approved revision stays visible.',
    submit: 'Reopen',
    pending: 'Reopening…',
    done: 'Period reopened.',
  },
  grace: {
    title: 'Grant a grace period',
    label: 'Open until',
    hint: 'The period is not locked automatically before this day (at most 31 days ahead).',
    submit: 'Grant',
    pending: 'Granting…',
    done: 'Grace period granted.',
  },
};

const formSchemas = {
  approve: z.object({ text: timesheetApproveSchema.shape.note }),
  reject: z.object({ text: timesheetRejectSchema.shape.note }),
  reopen: z.object({ text: timesheetReopenSchema.shape.reason }),
  grace: z.object({ text: timesheetGraceSchema.shape.until }),
};

export interface TimesheetTarget {
  userId: string;
  period: string;
  /** 'Week 2026-W48 of Uma Patel'. */
  name: string;
}

/** One step that asks for text, in a modal. */
export function TimesheetStepModal({
  target,
  step,
  onDone,
}: {
  target: TimesheetTarget | null;
  step: TimesheetFormStep;
  onDone: () => void;
}) {
  return (
    <FormModal
      show={target !== null}
      onHide={onDone}
      id={`timesheet-${step}-title`}
      title={STEPS[step].title}
    >
      {target ? <StepForm target={target} step={step} onDone={onDone} /> : null}
    </FormModal>
  );
}

function StepForm({
  target,
  step,
  onDone,
}: {
  target: TimesheetTarget;
  step: TimesheetFormStep;
  onDone: () => void;
}) {
  const take = useTimesheetStep();
  const words = STEPS[step];
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: formSchemas[step],
    defaultValues: { text: '' },
    send: ({ text }, idempotencyKey) =>
      take.mutateAsync({
        userId: target.userId,
        period: target.period,
        step,
        text: text ?? '',
        idempotencyKey,
      }),
    success: words.done,
    onSuccess: onDone,
  });
  const error = form.formState.errors.text?.message;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <p>{target.name}</p>
        {step === 'grace' ? (
          <TextField
            controlId="timesheet-grace-until"
            label={words.label}
            type="date"
            hint={words.hint}
            error={error}
            {...form.register('text')}
          />
        ) : (
          <TextAreaField
            controlId={`timesheet-${step}-text`}
            label={words.label}
            rows={2}
            hint={words.hint}
            error={error}
            {...form.register('text')}
          />
        )}
      </Modal.Body>
      <ModalFormFooter
        onCancel={onDone}
        cancelLabel="Back"
        pending={pending}
        pendingLabel={words.pending}
        variant={step === 'approve' ? 'success' : step === 'grace' ? 'primary' : 'danger'}
      >
        {words.submit}
      </ModalFormFooter>
    </Form>
  );
}
