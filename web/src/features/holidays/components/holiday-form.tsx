import { zodResolver } from '@hookform/resolvers/zod';
import { holidayDateWindow, holidayInputSchema, type IsoDate } from '@teamledger/domain';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import { SubmitButton, TextField } from '../../../components/form';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useFormError } from '../../../hooks/use-form-error';
import { useAddHoliday } from '../api/add-holiday';

const FIELDS = ['title', 'date'] as const;

/** Mark Holiday (SPEC.md 2): a title and a date from tomorrow to one month ahead. */
export function HolidayForm({ today }: { today: IsoDate }) {
  const notify = useNotify();
  const { key, renew } = useIdempotencyKey();
  const { formError, clearFormError, showFormError } = useFormError();
  const allowed = holidayDateWindow(today);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(holidayInputSchema),
    defaultValues: { title: '', date: '' },
  });
  const add = useAddHoliday({
    mutationConfig: {
      onSuccess: () => {
        notify('Holiday Added successfully.');
        renew();
        reset();
      },
      onError: (error) => {
        showFormError(error, setError, FIELDS);
      },
    },
  });

  const submit = handleSubmit((input) => {
    clearFormError();
    add.mutate({ input, idempotencyKey: key });
  });

  return (
    <Form noValidate onSubmit={submit}>
      <ErrorAlert error={formError} onClose={clearFormError} />
      <Row className="g-3 align-items-start">
        <Col md={5}>
          <TextField
            controlId="holiday-title"
            label="Holiday Title"
            autoComplete="off"
            className=""
            error={errors.title?.message}
            {...register('title')}
          />
        </Col>
        <Col md={4}>
          <TextField
            controlId="holiday-date"
            label="Select Date"
            type="date"
            min={allowed.min}
            max={allowed.max}
            hint="From tomorrow to one month ahead."
            className=""
            error={errors.date?.message}
            {...register('date')}
          />
        </Col>
        <Col md={3} className="pt-md-4 mt-md-2">
          <SubmitButton pending={add.isPending} pendingLabel="Adding…">
            Add Holiday
          </SubmitButton>
        </Col>
      </Row>
    </Form>
  );
}
