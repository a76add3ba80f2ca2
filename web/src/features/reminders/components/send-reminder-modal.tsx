import {
  fittingReminderSubject,
  formatDay,
  REMINDER_SUBJECT_LABELS,
  REMINDER_SUBJECTS,
  reminderEmailContent,
  reminderSubjectMismatch,
  reminderSubjectSchema,
  type DailyRunDay,
  type IsoDate,
  type Reminder,
  type ReminderSubject,
} from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
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
  /** What the row shows of that day: the subject that fits it is chosen first. */
  day: DailyRunDay;
  /** Who sends it, as the email's last line names them. */
  senderName: string;
}

/**
 * The Reminder Email modal (SPEC.md 2): a subject, then Send. The subject that fits the row
 * comes chosen, a subject that does not fit it warns, and the email shows as it will go out. The success toast comes once
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
    defaultValues: { subject: fittingReminderSubject(target.day) ?? undefined },
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
    watch,
    formState: { errors },
  } = form;
  const subject = watch('subject') as ReminderSubject | '' | undefined;
  const mismatch = subject ? reminderSubjectMismatch(subject, target.day, target.name) : null;
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
        {/* A status, not an alert: announced as it appears, the form's errors stay the alerts. */}
        <div role="status">
          {mismatch ? (
            <p className="alert alert-warning py-2">
              {mismatch} This reminder does not fit the row.
            </p>
          ) : null}
        </div>
        {subject ? <ReminderPreview subject={subject} target={target} /> : null}
      </Modal.Body>
      <ModalFormFooter onCancel={onCancel} pending={pending} pendingLabel="Sending…">
        Send
      </ModalFormFooter>
    </Form>
  );
}

/** The email as the worker sends it: the same words, from the domain. */
function ReminderPreview({
  subject,
  target,
}: {
  subject: ReminderSubject;
  target: ReminderTarget;
}) {
  // The worker links to its configured site URL, which is where this page is open.
  const content = reminderEmailContent({
    subject,
    date: target.date,
    recipientName: target.name,
    requesterName: target.senderName,
    siteUrl: window.location.origin,
  });
  return (
    <Card as="section" aria-labelledby="reminder-preview-title" className="bg-body-tertiary">
      <Card.Body className="small">
        <h3 id="reminder-preview-title" className="h6">
          Preview: {REMINDER_SUBJECT_LABELS[subject]}
        </h3>
        <p className="mb-2">{content.greeting}</p>
        <p className="mb-2">{content.request}</p>
        <p className="mb-2">
          {content.link.text}: <span className="text-break">{content.link.href}</span>
        </p>
        <p className="mb-0">{content.signature}</p>
      </Card.Body>
    </Card>
  );
}
