import {
  ADMIN_ROLES,
  expectedReasonText,
  formatDay,
  overtimeAdjustmentInputSchema,
  SETTINGS_ROLES,
  WEEKDAYS,
  workingTimeInputSchema,
  type IsoDate,
  type Role,
  formatSignedHours,
} from '@teamledger/domain';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { ErrorAlert } from '../../../components/feedback';
import { useAsOfText } from '../../../components/text';
import { SubmitButton, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import {
  useAdjustOvertime,
  useOvertime,
  useSetWorkingTime,
  useWorkingTime,
} from '../api/working-time';

const week = (hours: readonly number[]) =>
  hours.map((h, index) => `${WEEKDAYS[index]!.slice(0, 3)} ${h}`).join(', ');

export interface WorkingTimePerson {
  id: string;
  name: string;
}

/**
 * A person's overtime explained (DESIGN.md 6.14): each day of the period with its expected and
 * logged hours and why, their working-time contracts and the balance's adjustments; Admins and
 * Managers set a contract from a day on, Admins adjust the balance with a reason. With `asOf`
 * (the report seen as of an instant), all of it as recorded by then, and nothing to change.
 */
export function WorkingTimeModal({
  person,
  range,
  asOf = null,
  viewerRole,
  onHide,
}: {
  person: WorkingTimePerson | null;
  range: { from: IsoDate; to: IsoDate } | null;
  asOf?: string | null;
  viewerRole: Role;
  onHide: () => void;
}) {
  const asOfText = useAsOfText();
  const when = asOf ? ` ${asOfText(asOf)}` : '';
  return (
    <Modal show={person !== null} onHide={onHide} size="xl" aria-labelledby="working-time-title">
      <Modal.Header closeButton>
        <Modal.Title id="working-time-title" as="h2" className="h5">
          {person ? `Overtime of ${person.name}${when}` : 'Overtime'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {person ? (
          <WorkingTimeBody person={person} range={range} asOf={asOf} viewerRole={viewerRole} />
        ) : null}
      </Modal.Body>
    </Modal>
  );
}

function WorkingTimeBody({
  person,
  range,
  asOf,
  viewerRole,
}: {
  person: WorkingTimePerson;
  range: { from: IsoDate; to: IsoDate } | null;
  asOf: string | null;
  viewerRole: Role;
}) {
  const overtime = useOvertime(person.id, range, asOf);
  const workingTime = useWorkingTime(person.id, asOf);
  // What was recorded by a past instant is not changed from there.
  const changes = asOf === null;
  const data = overtime.data;
  return (
    <>
      <ErrorAlert heading="The overtime could not be loaded" error={overtime.error} />
      {data ? (
        <>
          <p>
            {formatDay(data.from)} to {formatDay(data.to)}: expected {data.period.expected} h,
            logged {data.period.logged} h
            {data.period.adjustments
              ? `, adjusted ${formatSignedHours(data.period.adjustments)}`
              : ''}
            : <strong>{formatSignedHours(data.period.balance)}</strong>. Running balance at the end:{' '}
            <strong>{formatSignedHours(data.running)}</strong> (carried into {data.to.slice(0, 4)}:{' '}
            {formatSignedHours(data.carriedIn)}
            {data.forfeited ? `, ${data.forfeited} h forfeited at the cap` : ''}).
          </p>
          {/* It scrolls: focusable so a keyboard can scroll it too. */}
          <div
            className="table-responsive mb-3"
            style={{ maxHeight: 320 }}
            tabIndex={0}
            role="region"
            aria-label="Days of the period, scrollable"
          >
            <Table size="sm" className="mb-0 position-relative">
              <caption className="visually-hidden">Days of the period</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col" className="text-end">
                    Expected
                  </th>
                  <th scope="col" className="text-end">
                    Logged
                  </th>
                  <th scope="col" className="text-end">
                    Balance
                  </th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {data.days.map((day) => (
                  <tr key={day.date}>
                    <td className="text-nowrap">{formatDay(day.date)}</td>
                    <td className="text-end">{day.expected}</td>
                    <td className="text-end">{day.logged}</td>
                    <td className="text-end">
                      {day.balance ? formatSignedHours(day.balance) : ''}
                    </td>
                    <td>{expectedReasonText(day.reason, day.expected)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </>
      ) : null}
      <h3 className="h6">Working time</h3>
      <ErrorAlert heading="The working time could not be loaded" error={workingTime.error} />
      {workingTime.data ? (
        <ul className="small">
          {workingTime.data.contracts.length === 0 ? (
            <li>Default: {week(workingTime.data.defaultWeekHours)} hours</li>
          ) : (
            workingTime.data.contracts.map((contract) => (
              <li key={contract.effectiveFrom}>
                From {formatDay(contract.effectiveFrom)}: {week(contract.weekHours)} hours
                {contract.reason ? ` (${contract.reason})` : ''}
                {contract.by ? `, set by ${contract.by.name}` : ''}
              </li>
            ))
          )}
        </ul>
      ) : null}
      {changes && ADMIN_ROLES.includes(viewerRole) ? <ContractForm userId={person.id} /> : null}
      <h3 className="h6 mt-3">Adjustments</h3>
      {workingTime.data ? (
        <ul className="small">
          {workingTime.data.adjustments.length === 0 ? <li>None.</li> : null}
          {workingTime.data.adjustments.map((adjustment) => (
            <li key={adjustment.id}>
              {formatDay(adjustment.date)}: {formatSignedHours(adjustment.hours)},{' '}
              {adjustment.reason}
              {adjustment.by ? ` (${adjustment.by.name})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {changes && SETTINGS_ROLES.includes(viewerRole) ? (
        <AdjustmentForm userId={person.id} />
      ) : null}
      {!changes && ADMIN_ROLES.includes(viewerRole) ? (
        <p className="small text-body-secondary mb-0">
          As recorded by then: contracts and adjustments are changed on the report as it is now.
        </p>
      ) : null}
    </>
  );
}

function ContractForm({ userId }: { userId: string }) {
  const set = useSetWorkingTime();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: workingTimeInputSchema,
    defaultValues: { effectiveFrom: '', weekHours: [8, 8, 8, 8, 8, 0, 0], reason: '' },
    send: (body, idempotencyKey) => set.mutateAsync({ userId, body, idempotencyKey }),
    success: 'Working time saved.',
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Set working time" className="mb-2">
      <ErrorAlert error={formError} onClose={dismissFormError} />
      <Row className="g-2">
        <Col xs={12} md={3}>
          <TextField
            controlId="working-time-from"
            label="From"
            type="date"
            className=""
            error={errors.effectiveFrom?.message}
            {...register('effectiveFrom')}
          />
        </Col>
        {WEEKDAYS.map((day, index) => (
          <Col key={day} xs={3} md={1}>
            <TextField
              controlId={`working-time-${day}`}
              label={day.slice(0, 3)}
              type="number"
              inputMode="decimal"
              min={0}
              max={24}
              step={0.25}
              className=""
              error={errors.weekHours?.[index]?.message}
              {...register(`weekHours.${index}`, { valueAsNumber: true })}
            />
          </Col>
        ))}
        <Col xs={12} md={2}>
          <TextField
            controlId="working-time-reason"
            label="Reason"
            className=""
            error={errors.reason?.message}
            {...register('reason')}
          />
        </Col>
      </Row>
      {errors.weekHours?.message ? (
        <p className="text-danger small">{errors.weekHours.message}</p>
      ) : null}
      <SubmitButton pending={pending} pendingLabel="Saving…" className="mt-2">
        Set working time
      </SubmitButton>
    </Form>
  );
}

function AdjustmentForm({ userId }: { userId: string }) {
  const adjust = useAdjustOvertime();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: overtimeAdjustmentInputSchema,
    defaultValues: { date: '', reason: '' },
    send: (body, idempotencyKey) => adjust.mutateAsync({ userId, body, idempotencyKey }),
    success: 'Overtime adjusted.',
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Adjust the overtime balance">
      <ErrorAlert error={formError} onClose={dismissFormError} />
      <Row className="g-2">
        <Col xs={6} md={3}>
          <TextField
            controlId="adjustment-date"
            label="Day"
            type="date"
            className=""
            error={errors.date?.message}
            {...register('date')}
          />
        </Col>
        <Col xs={6} md={2}>
          <TextField
            controlId="adjustment-hours"
            label="Hours (+ or -)"
            type="number"
            inputMode="decimal"
            step={0.25}
            className=""
            error={errors.hours?.message}
            {...register('hours', { valueAsNumber: true })}
          />
        </Col>
        <Col xs={12} md={7}>
          <TextField
            controlId="adjustment-reason"
            label="Reason"
            className=""
            error={errors.reason?.message}
            {...register('reason')}
          />
        </Col>
      </Row>
      <SubmitButton pending={pending} pendingLabel="Saving…" className="mt-2">
        Adjust balance
      </SubmitButton>
    </Form>
  );
}
