import { LEAVE_TYPES, leaveInputSchema, type IsoDate } from '@teamledger/domain';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { ErrorAlert } from '../../../components/feedback';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useApplyLeave } from '../api/apply-leave';

export interface LeaveFormProps {
  /** First and last day offered at first: today. */
  today: IsoDate;
  onSaved: () => void;
}

/** SPEC.md 2's Apply for leave: type, details and (DESIGN decision 4) the days it covers. */
export function LeaveForm({ today, onSaved }: LeaveFormProps) {
  const apply = useApplyLeave();
  const { form, onSubmit, pending, succeeded, formError, dismissFormError } = useCommandForm({
    schema: leaveInputSchema,
    defaultValues: { details: '', from: today, to: today },
    send: (input, idempotencyKey) => apply.mutateAsync({ input, idempotencyKey }),
    success: 'Successfully Applied for leave.',
    onSuccess: onSaved,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <Form noValidate onSubmit={onSubmit}>
      <ErrorAlert error={formError} onClose={dismissFormError} />
      <SelectField
        controlId="leave-type"
        label="Leave Type"
        defaultValue=""
        error={errors.leaveType?.message}
        {...register('leaveType')}
      >
        <option value="" disabled>
          Select leave type
        </option>
        {LEAVE_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      <Row className="g-3">
        <Col sm={6}>
          <TextField
            controlId="leave-from"
            label="First day"
            type="date"
            error={errors.from?.message}
            {...register('from')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            controlId="leave-to"
            label="Last day"
            type="date"
            error={errors.to?.message}
            {...register('to')}
          />
        </Col>
      </Row>
      <TextAreaField
        controlId="leave-details"
        label="Leave Details"
        rows={4}
        error={errors.details?.message}
        {...register('details')}
      />
      <SubmitButton pending={pending} pendingLabel="Sending…" disabled={succeeded}>
        Send
      </SubmitButton>
    </Form>
  );
}
