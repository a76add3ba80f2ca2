import { formatDay, type TimesheetApproval } from '@teamledger/domain';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router-dom';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import { FormModal, ModalFormFooter, TextAreaField } from '../../../components/form';
import { DataTable, type Column } from '../../../components/table';
import { useDecideTimesheets, useTimesheetApprovals } from '../api/timesheets';
import { TimesheetStatusBadge } from './status-badge';

const keyOf = (row: TimesheetApproval) => `${row.user.id}:${row.period.key}`;
const nameOf = (row: TimesheetApproval) => `${row.period.label} of ${row.user.name}`;

/** What changed against the approved revision, day by day. */
function Changes({ row }: { row: TimesheetApproval }) {
  if (row.changes.length === 0) return <span className="text-body-secondary">No hours</span>;
  return (
    <ul className="mb-0 ps-3 small">
      {row.changes.map((change) => (
        <li key={change.date}>
          {formatDay(change.date)}:{' '}
          {change.approved === null
            ? `${change.current} h`
            : `${change.approved} h approved, now ${change.current} h`}
        </li>
      ))}
    </ul>
  );
}

/**
 * Timesheet Approvals: the periods waiting for my decision (as Lead 1, HR, Admin or Manager),
 * submitted or changed since their approval, each with what changed against the approved
 * revision; approved or rejected (with a note, emailed) several at once.
 */
export function TimesheetApprovals({ openHref }: { openHref: (row: TimesheetApproval) => string }) {
  const approvals = useTimesheetApprovals();
  const [checked, setChecked] = useState<string[]>([]);
  const [bulk, setBulk] = useState<'approve' | 'reject' | null>(null);
  const rows = approvals.data?.periods ?? [];
  const selected = checked.filter((key) => rows.some((row) => keyOf(row) === key));

  const columns: Column<TimesheetApproval>[] = [
    {
      key: 'person',
      header: 'Person',
      cell: (row) => (
        <Form.Check
          id={`timesheet-check-${keyOf(row)}`}
          label={row.user.name}
          aria-label={`Choose ${nameOf(row)}`}
          checked={selected.includes(keyOf(row))}
          onChange={(event) =>
            setChecked(
              event.target.checked
                ? [...selected, keyOf(row)]
                : selected.filter((key) => key !== keyOf(row)),
            )
          }
        />
      ),
    },
    {
      key: 'period',
      header: 'Period',
      className: 'text-nowrap',
      cell: (row) => (
        <Link to={openHref(row)}>
          {row.period.label} ({formatDay(row.period.from)} – {formatDay(row.period.to)})
        </Link>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => <TimesheetStatusBadge status={row.status} />,
    },
    {
      key: 'hours',
      header: 'Hours',
      className: 'text-nowrap',
      cell: (row) =>
        row.approved === null
          ? `${row.currentTotal} h`
          : `${row.currentTotal} h (approved ${row.approved.total} h on ${formatDay(row.approved.on)})`,
    },
    { key: 'changes', header: 'Changes', cell: (row) => <Changes row={row} /> },
  ];

  if (approvals.isError) {
    return (
      <ErrorAlert heading="The timesheets to decide could not be loaded" error={approvals.error} />
    );
  }
  const noneChosen = selected.length === 0 ? 'Check the timesheets to decide first' : undefined;
  return (
    <>
      <DataTable
        phoneCards
        caption="Timesheets waiting for my decision"
        columns={columns}
        rows={rows}
        rowKey={keyOf}
        pageSize={50}
        loading={approvals.isPending}
        emptyMessage="No timesheet waits for your decision."
        toolbar={
          <div className="d-flex flex-wrap gap-2">
            <Button
              variant="success"
              disabled={noneChosen !== undefined}
              title={noneChosen}
              onClick={() => setBulk('approve')}
            >
              Approve selected ({selected.length})
            </Button>
            <Button
              variant="outline-danger"
              disabled={noneChosen !== undefined}
              title={noneChosen}
              onClick={() => setBulk('reject')}
            >
              Reject selected ({selected.length})
            </Button>
          </div>
        }
      />
      <FormModal
        show={bulk !== null}
        onHide={() => setBulk(null)}
        id="timesheet-bulk-title"
        title={
          bulk === 'reject' ? 'Reject the selected timesheets' : 'Approve the selected timesheets'
        }
      >
        {bulk ? (
          <BulkDecisionForm
            decision={bulk}
            rows={rows.filter((row) => selected.includes(keyOf(row)))}
            onDone={() => {
              setBulk(null);
              setChecked([]);
            }}
          />
        ) : null}
      </FormModal>
    </>
  );
}

function BulkDecisionForm({
  decision,
  rows,
  onDone,
}: {
  decision: 'approve' | 'reject';
  rows: TimesheetApproval[];
  onDone: () => void;
}) {
  const decide = useDecideTimesheets();
  const notify = useNotify();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decision === 'reject' && note.trim() === '') {
      setNoteError('Say what to fix: the note is emailed to the person.');
      return;
    }
    decide.mutate(
      {
        periods: rows.map((row) => ({ userId: row.user.id, period: row.period.key })),
        decision,
        note,
        idempotencyKey,
      },
      {
        onSuccess: ({ results }) => {
          const refused = results.filter((result) => !result.ok);
          const done = results.length - refused.length;
          notify(
            `${done} of ${results.length} ${decision === 'approve' ? 'approved' : 'rejected'}.` +
              (refused.length > 0
                ? ` Not decided: ${refused.map((r) => r.message).join(' ')}`
                : ''),
            refused.length > 0 ? 'danger' : 'success',
          );
          onDone();
        },
      },
    );
  };
  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <ErrorAlert error={decide.error} onClose={() => decide.reset()} />
        <ul>
          {rows.map((row) => (
            <li key={keyOf(row)}>{nameOf(row)}</li>
          ))}
        </ul>
        <TextAreaField
          controlId="timesheet-bulk-note"
          label={decision === 'reject' ? 'What to fix' : 'Note (optional)'}
          rows={2}
          hint={decision === 'reject' ? 'Emailed to each person.' : 'Kept with each approval.'}
          error={noteError}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setNoteError(undefined);
          }}
        />
      </Modal.Body>
      <ModalFormFooter
        onCancel={onDone}
        cancelLabel="Back"
        pending={decide.isPending}
        pendingLabel="Deciding…"
        variant={decision === 'approve' ? 'success' : 'danger'}
      >
        {decision === 'approve' ? `Approve ${rows.length}` : `Reject ${rows.length}`}
      </ModalFormFooter>
    </Form>
  );
}
