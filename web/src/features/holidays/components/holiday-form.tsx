import { holidayDateWindow, holidayInputSchema, type IsoDate } from '@teamledger/domain';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { ErrorAlert } from '../../../components/feedback';
import { SubmitButton, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useAddHoliday } from '../api/add-holiday';

/** Mark Holiday (SPEC.md 2): a title and a date from tomorrow to one month ahead. */
export function HolidayForm({ today }: { today: IsoDate }) {
  const allowed = holidayDateWindow(today);
  const add = useAddHoliday();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: holidayInputSchema,
    defaultValues: { title: '', date: '' },
    send: (input, idempotencyKey) => add.mutateAsync({ input, idempotencyKey }),
    success: 'Holiday Added successfully.',
    // The form stays for the next holiday.
    onSuccess: (_holiday, { form: added }) => added.reset(),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <Form noValidate onSubmit={onSubmit}>
      <ErrorAlert error={formError} onClose={dismissFormError} />
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
          <SubmitButton pending={pending} pendingLabel="Adding…">
            Add Holiday
          </SubmitButton>
        </Col>
      </Row>
    </Form>
  );
}
