import { zodResolver } from '@hookform/resolvers/zod';
import { LEAVE_TYPES, leaveInputSchema, type IsoDate } from '@teamledger/domain';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useFormError } from '../../../hooks/use-form-error';
import { useApplyLeave } from '../api/apply-leave';

const FIELDS = ['leaveType', 'details', 'from', 'to'] as const;

export interface LeaveFormProps {
  /** First and last day offered at first: today. */
  today: IsoDate;
  onSaved: () => void;
}

/** SPEC.md 2's Apply for leave: type, details and (DESIGN decision 4) the days it covers. */
export function LeaveForm({ today, onSaved }: LeaveFormProps) {
  const notify = useNotify();
  const { key } = useIdempotencyKey();
  const { formError, clearFormError, showFormError } = useFormError();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(leaveInputSchema),
    defaultValues: { details: '', from: today, to: today },
  });
  const apply = useApplyLeave({
    mutationConfig: {
      onSuccess: () => {
        notify('Successfully Applied for leave.');
        onSaved();
      },
      onError: (error) => {
        showFormError(error, setError, FIELDS);
      },
    },
  });

  const submit = handleSubmit((input) => {
    clearFormError();
    apply.mutate({ input, idempotencyKey: key });
  });

  return (
    <Form noValidate onSubmit={submit}>
      <ErrorAlert error={formError} onClose={clearFormError} />
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
      <SubmitButton pending={apply.isPending} pendingLabel="Sending…" disabled={apply.isSuccess}>
        Send
      </SubmitButton>
    </Form>
  );
}
