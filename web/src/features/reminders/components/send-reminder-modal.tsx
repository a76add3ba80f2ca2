import {
  formatDay,
  REMINDER_SUBJECT_LABELS,
  REMINDER_SUBJECTS,
  reminderSubjectSchema,
  type IsoDate,
  type Reminder,
} from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ErrorAlert } from '../../../components/feedback';
import { FormModal, ModalFormFooter, SelectField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useSendReminder } from '../api/send-reminder';

/** Who a reminder goes to and the day it is about. */
export interface ReminderTarget {
  userId: string;
  name: string;
  date: IsoDate | null;
}

/**
 * The Reminder Email modal (SPEC.md 2): a subject, then Send. The success toast comes once
 * the reminder is recorded and queued for the worker; a refusal stays in the modal.
 */
export function SendReminderModal({
  target,
  onHide,
  onSent,
}: {
  /** The modal is shown while it is set. */
  target: ReminderTarget | null;
  onHide: () => void;
  onSent: (reminder: Reminder) => void;
}) {
  return (
    <FormModal
      show={target !== null}
      onHide={onHide}
      id="send-reminder-title"
      title="Reminder Email"
    >
      {target ? <SendReminderForm target={target} onCancel={onHide} onSent={onSent} /> : null}
    </FormModal>
  );
}

function SendReminderForm({
  target,
  onCancel,
  onSent,
}: {
  target: ReminderTarget;
  onCancel: () => void;
  onSent: (reminder: Reminder) => void;
}) {
  const send = useSendReminder();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: reminderSubjectSchema,
    defaultValues: {},
    send: ({ subject }, idempotencyKey) =>
      send.mutateAsync({
        input: { userId: target.userId, subject, ...(target.date ? { date: target.date } : {}) },
        idempotencyKey,
      }),
    success: 'Email sent successfully to user!',
    onSuccess: (reminder) => onSent(reminder),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <p>
          To <strong>{target.name}</strong>
          {target.date ? `, about ${formatDay(target.date)}` : null}.
        </p>
        <SelectField
          controlId="reminder-subject"
          label="Subject"
          error={errors.subject?.message}
          {...register('subject')}
        >
          <option value="">Choose…</option>
          {REMINDER_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {REMINDER_SUBJECT_LABELS[subject]}
            </option>
          ))}
        </SelectField>
      </Modal.Body>
      <ModalFormFooter onCancel={onCancel} pending={pending} pendingLabel="Sending…">
        Send
      </ModalFormFooter>
    </Form>
  );
}
