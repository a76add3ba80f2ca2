import {
  isIsoDate,
  LEAVE_MAX_DAYS,
  LEAVE_TYPES,
  leaveInputSchema,
  leaveStartWindow,
  leaveSummary,
  rangeDays,
  type IsoDate,
  type LeaveType,
} from '@teamledger/domain';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { ErrorAlert } from '../../../components/feedback';
import {
  SelectField,
  SubmitButton,
  SwitchField,
  TextAreaField,
  TextField,
} from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useApplyLeave } from '../api/apply-leave';
import { useLeaveDays, type LeaveDaysRange } from '../api/get-leave-days';

export interface LeaveFormProps {
  /** The company's today (useCompanyToday): the days a leave may start on; null: unknown yet. */
  today: IsoDate | null;
  onSaved: () => void;
}

const isLeaveType = (value: unknown): value is LeaveType =>
  LEAVE_TYPES.some((type) => type === value);

/** The days the form holds, once the API would take them (GET /api/leaves/days). */
function askedRange(from: unknown, to: unknown): LeaveDaysRange | null {
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  if (!isIsoDate(from) || !isIsoDate(to) || to < from) return null;
  return rangeDays(from, to) <= LEAVE_MAX_DAYS ? { from, to } : null;
}

const GO_ON_MESSAGE = 'Say you mean these days, or change them.';

/**
 * SPEC.md 2's Apply for leave: type, details and (DESIGN decision 4) the days it covers,
 * both chosen by the person (issue 25: a pre-filled today filed leaves for the wrong day).
 * Before it sends, it sums the leave up (leaveSummary) and asks the person to go on when
 * the leave covers days they logged hours or posted a standup on.
 */
export function LeaveForm({ today, onSaved }: LeaveFormProps) {
  const apply = useApplyLeave();
  const { form, onSubmit, pending, succeeded, formError, dismissFormError } = useCommandForm({
    schema: leaveInputSchema,
    defaultValues: { details: '', from: '', to: '', halfDay: false },
    // A half day chosen and then more days: the switch is gone, and so is the half day.
    send: (input, idempotencyKey) =>
      apply.mutateAsync({
        input: { ...input, halfDay: input.halfDay === true && input.from === input.to },
        idempotencyKey,
      }),
    success: 'Successfully Applied for leave.',
    onSuccess: onSaved,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [leaveType, from, to, halfDayAsked] = useWatch({
    control,
    name: ['leaveType', 'from', 'to', 'halfDay'],
  });
  const range = askedRange(from, to);
  // Half a day is offered for a one-day leave only.
  const oneDay = range !== null && range.from === range.to;
  const halfDay = oneDay && halfDayAsked === true;
  const days = useLeaveDays(
    range && { ...range, leaveType: isLeaveType(leaveType) ? leaveType : undefined, halfDay },
  );
  const balance = days.data?.balance ?? null;
  const summary =
    range && days.data && isLeaveType(leaveType)
      ? leaveSummary({
          leaveType,
          ...range,
          holidays: new Set(days.data.holidays),
          worked: days.data.worked,
          halfDay,
        })
      : null;
  const warned = summary !== null && summary.warnings.length > 0;
  // The go-ahead holds for the days it was given for: other days are asked about again.
  const [goneOnFor, setGoneOnFor] = useState<string | null>(null);
  const goneOn = warned && goneOnFor === summary.warnings.join('\n');
  const [askGoOn, setAskGoOn] = useState(false);
  const startWindow = today ? leaveStartWindow(today) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (warned && !goneOn) {
      event.preventDefault();
      setAskGoOn(true);
      // The fields' own messages show as a submit would show them.
      void form.trigger();
      return;
    }
    onSubmit(event);
  };

  return (
    <Form noValidate onSubmit={submit}>
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
            min={startWindow?.min}
            max={startWindow?.max}
            error={errors.from?.message}
            {...register('from')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            controlId="leave-to"
            label="Last day"
            type="date"
            min={range?.from ?? startWindow?.min}
            error={errors.to?.message}
            {...register('to')}
          />
        </Col>
      </Row>
      {oneDay ? (
        <SwitchField controlId="leave-half-day" label="Half day" {...register('halfDay')} />
      ) : null}
      <TextAreaField
        controlId="leave-details"
        label="Leave Details"
        rows={4}
        error={errors.details?.message}
        {...register('details')}
      />
      <div aria-live="polite">
        {summary ? (
          <Alert variant={warned ? 'warning' : 'info'} className="mb-3">
            <p className={warned ? 'fw-semibold mb-2' : 'fw-semibold mb-0'}>{summary.text}</p>
            {warned ? (
              <>
                <p className="mb-1">You already worked on days of this leave:</p>
                <ul className="mb-2">
                  {summary.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
                <SwitchField
                  controlId="leave-go-on"
                  label="Apply for these days anyway"
                  checked={goneOn}
                  aria-describedby={askGoOn && !goneOn ? 'leave-go-on-message' : undefined}
                  onChange={(event) =>
                    setGoneOnFor(event.target.checked ? summary.warnings.join('\n') : null)
                  }
                />
                {askGoOn && !goneOn ? (
                  // Dark on the warning's yellow: the form's red would be too faint there.
                  <p id="leave-go-on-message" className="fw-semibold mt-2 mb-0">
                    {GO_ON_MESSAGE}
                  </p>
                ) : null}
              </>
            ) : null}
          </Alert>
        ) : null}
        {balance ? (
          <Alert
            variant={balance.allowed ? 'light' : 'danger'}
            className="mb-3"
            data-testid="leave-balance-after"
          >
            {balance.years.map(({ year, available, charge, after }) => (
              <p key={year} className="mb-0">
                {balance.leaveType} balance {year}: {available} {available === 1 ? 'day' : 'days'}{' '}
                available; this leave takes {charge} and leaves {after}.
              </p>
            ))}
            {balance.allowed ? null : (
              <p className="mb-0 fw-semibold">
                Not enough {balance.leaveType} leave for these days.
              </p>
            )}
          </Alert>
        ) : null}
        <ErrorAlert heading="The days could not be checked" error={days.error} />
      </div>
      <SubmitButton pending={pending} pendingLabel="Sending…" disabled={succeeded}>
        Send
      </SubmitButton>
    </Form>
  );
}
