import { addDays, expectedReasonText, formatDay, type TimesheetView } from '@teamledger/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ErrorAlert, PageSpinner, useNotify } from '../../../components/feedback';
import { DataTable, type Column } from '../../../components/table';
import { useTimesheet, useTimesheetStep, type PeriodChoice } from '../api/timesheets';
import { TimesheetStatusBadge } from './status-badge';
import { TimesheetStepModal, type TimesheetFormStep } from './timesheet-step-modal';

type Day = TimesheetView['current']['days'][number];

const hoursText = (hours: number) => `${hours} h`;

/**
 * What the approved revision and the current hours say together: "Approved 38.5 h on Dec 2,
 * 2026; now 40 h, awaiting approval."
 */
export function revisionSummary(view: TimesheetView): string | null {
  const { approved, submitted, status, current } = view;
  if (approved === null) return null;
  const was = `Approved ${hoursText(approved.total)} on ${formatDay(approved.on)} (revision ${approved.revision})`;
  if (status === 'approved' && !view.changedSinceApproval) return `${was}.`;
  if (status === 'submitted' && submitted !== null && submitted.revision > approved.revision) {
    return `${was}; now ${hoursText(submitted.total)}, awaiting approval.`;
  }
  if (view.changedSinceApproval) {
    return `${was}; now ${hoursText(current.total)} (changed by the sync), awaiting approval.`;
  }
  return `${was}; now ${hoursText(current.total)}, not submitted yet.`;
}

/**
 * One person's timesheet period: its days and entries with totals, its status and lock, the
 * approver's note, the approved revision beside the current hours, and the steps the viewer
 * may take (submit, withdraw; approve, reject, grace; reopen).
 */
export function MyTimesheet({
  userId,
  choice,
  onChoose,
}: {
  userId: string;
  choice: PeriodChoice | null;
  onChoose: (choice: PeriodChoice) => void;
}) {
  const timesheet = useTimesheet(userId, choice);
  const step = useTimesheetStep();
  const notify = useNotify();
  const [asking, setAsking] = useState<TimesheetFormStep | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  if (timesheet.isPending) return <PageSpinner label="Loading the timesheet…" />;
  if (timesheet.isError) {
    return <ErrorAlert heading="The timesheet could not be loaded" error={timesheet.error} />;
  }
  const view = timesheet.data;
  const { period, actions } = view;
  const name = `${period.label} of ${view.user.name}`;
  const approvedOn = new Map(view.approved?.days.map((day) => [day.date, day.hours]) ?? []);

  const simpleStep = (which: 'submit' | 'withdraw') =>
    step.mutate(
      { userId, period: period.key, step: which, text: '', idempotencyKey },
      {
        onSuccess: () => {
          setIdempotencyKey(crypto.randomUUID());
          notify(
            which === 'submit' ? 'Timesheet submitted for approval.' : 'Submission withdrawn.',
          );
        },
      },
    );

  const columns: Column<Day>[] = [
    {
      key: 'date',
      header: 'Date',
      cell: (day) => {
        const note = expectedReasonText(day.expectedReason, day.expected);
        return (
          <>
            {formatDay(day.date)}
            {note ? <div className="small text-body-secondary">{note}</div> : null}
          </>
        );
      },
    },
    {
      key: 'entries',
      header: 'Entries',
      cell: (day) =>
        day.entries.length === 0 ? (
          <span className="text-body-secondary">Nothing logged</span>
        ) : (
          <ul className="mb-0 ps-3">
            {day.entries.map((entry) => (
              <li key={entry.id}>
                {entry.hours} h, {entry.workspace}: {entry.title}
                {entry.synced ? ' (synced)' : ''}
              </li>
            ))}
          </ul>
        ),
    },
    { key: 'expected', header: 'Expected', className: 'text-end', cell: (day) => day.expected },
    { key: 'hours', header: 'Hours now', className: 'text-end', cell: (day) => day.hours },
    ...(view.approved === null
      ? []
      : [
          {
            key: 'approved',
            header: 'Approved',
            className: 'text-end',
            cell: (day: Day) => {
              const approved = approvedOn.get(day.date) ?? 0;
              return approved === day.hours ? (
                approved
              ) : (
                <span className="fw-semibold text-danger">{approved}</span>
              );
            },
          },
        ]),
  ];

  const summary = revisionSummary(view);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => onChoose({ date: addDays(period.from, -1) })}
        >
          ‹ Previous
        </Button>
        <h2 className="h5 mb-0">
          {period.label}: {formatDay(period.from)} – {formatDay(period.to)}
        </h2>
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => onChoose({ date: addDays(period.to, 1) })}
        >
          Next ›
        </Button>
        <TimesheetStatusBadge status={view.status} />
      </div>
      <ErrorAlert error={step.error} onClose={() => step.reset()} />
      {view.lock ? (
        <Alert variant="warning" data-testid="period-lock">
          <span className="badge text-bg-secondary me-2">Locked</span>
          {view.lock}
        </Alert>
      ) : null}
      {view.status === 'rejected' && view.rejection ? (
        <Alert variant="danger">
          Rejected by {view.rejection.by.name} on {formatDay(view.rejection.on)}:{' '}
          <span className="fw-semibold" style={{ whiteSpace: 'pre-wrap' }}>
            {view.rejection.note}
          </span>
        </Alert>
      ) : null}
      {view.status === 'reopened' && view.reopened ? (
        <Alert variant="info">
          Reopened by an Admin on {formatDay(view.reopened.on)}: {view.reopened.reason}
        </Alert>
      ) : null}
      {view.graceUntil ? (
        <p className="small">Open for changes until {formatDay(view.graceUntil)} (grace period).</p>
      ) : null}
      {view.reminded.length > 0 ? (
        <p className="small text-body-secondary" data-testid="reminded">
          Reminded to submit on {view.reminded.map((sent) => formatDay(sent.on)).join(' and ')}.
        </p>
      ) : null}
      {summary ? (
        <p className="fw-semibold" data-testid="revision-summary">
          {summary}
        </p>
      ) : null}
      <DataTable
        caption={`Days of ${name}`}
        columns={columns}
        rows={view.current.days}
        rowKey={(day) => day.date}
        pageSize={31}
        emptyMessage="No days."
        toolbar={
          <span className="fw-semibold" data-testid="timesheet-total">
            Total: {view.current.total} of {view.current.expected} hours expected
          </span>
        }
      />
      <div className="d-flex flex-wrap gap-2 mt-3">
        {actions.submit ? (
          <Button disabled={step.isPending} onClick={() => simpleStep('submit')}>
            Submit for approval
          </Button>
        ) : null}
        {actions.withdraw ? (
          <Button
            variant="outline-secondary"
            disabled={step.isPending}
            onClick={() => simpleStep('withdraw')}
          >
            Withdraw submission
          </Button>
        ) : null}
        {actions.decide ? (
          <>
            <Button variant="success" onClick={() => setAsking('approve')}>
              Approve
            </Button>
            {view.status === 'submitted' ? (
              <Button variant="outline-danger" onClick={() => setAsking('reject')}>
                Reject
              </Button>
            ) : null}
          </>
        ) : null}
        {actions.grace ? (
          <Button variant="outline-primary" onClick={() => setAsking('grace')}>
            Grant grace period
          </Button>
        ) : null}
        {actions.reopen ? (
          <Button variant="outline-danger" onClick={() => setAsking('reopen')}>
            Reopen period
          </Button>
        ) : null}
      </div>
      <TimesheetStepModal
        target={asking === null ? null : { userId, period: period.key, name }}
        step={asking ?? 'approve'}
        onDone={() => setAsking(null)}
      />
    </>
  );
}
