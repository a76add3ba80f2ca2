import {
  STANDUP_FIELD_LABELS,
  STANDUP_FIELDS,
  standupCorrectionSchema,
  type IsoDate,
} from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ErrorAlert } from '../../../components/feedback';
import { ModalFormFooter, TextAreaField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useCorrectStandup } from '../api/correct-standup';

export interface StandupCorrectionFormProps {
  userId: string;
  date: IsoDate;
  answers: { yesterday: string; today: string; roadblocks: string };
  onDone: () => void;
}

/**
 * A standup of an earlier day corrected with a reason (DESIGN.md 6.13), in a modal's body:
 * 'reported at' stays; the API says when the window has closed.
 */
export function StandupCorrectionForm({
  userId,
  date,
  answers,
  onDone,
}: StandupCorrectionFormProps) {
  const correct = useCorrectStandup();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: standupCorrectionSchema,
    defaultValues: { ...answers, reason: '' },
    send: (input, idempotencyKey) => correct.mutateAsync({ userId, date, input, idempotencyKey }),
    success: 'Standup successfully Corrected.',
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
        {STANDUP_FIELDS.map((field) => (
          <TextAreaField
            key={field}
            controlId={`correct-standup-${field}`}
            label={STANDUP_FIELD_LABELS[field]}
            rows={3}
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
        <TextAreaField
          controlId="correct-standup-reason"
          label="Reason"
          rows={2}
          hint="Kept in the standup's history."
          error={errors.reason?.message}
          {...register('reason')}
        />
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={pending} pendingLabel="Saving…">
        Correct
      </ModalFormFooter>
    </Form>
  );
}
