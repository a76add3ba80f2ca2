import { formatDay, type Leave, type LeaveApproval } from '@teamledger/domain';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import { FormModal, ModalFormFooter, TextAreaField } from '../../../components/form';
import {
  CsvDownloadButton,
  DataTable,
  RowActionButton,
  type Column,
} from '../../../components/table';
import { DateTimeText, TruncatedText } from '../../../components/text';
import { useDecideLeaves, useLeaveApprovals, type LeaveStep } from '../api/leave-steps';
import { leaveName, LeaveStepModal } from './leave-step-modal';

/**
 * Leave Approvals: the leaves waiting for my decision (as Lead 1, HR, Admin or Manager), the
 * earliest applied first, each approved or rejected on its own or several at once.
 */
export function LeaveApprovals({ seesEveryone }: { seesEveryone: boolean }) {
  const approvals = useLeaveApprovals();
  const [checked, setChecked] = useState<string[]>([]);
  const [single, setSingle] = useState<{ leave: Leave; step: LeaveStep } | null>(null);
  const [bulk, setBulk] = useState<'approve' | 'reject' | null>(null);
  const leaves = approvals.data?.leaves ?? [];
  // Only what is still listed counts as checked: a leave decided elsewhere leaves the list.
  const selected = checked.filter((id) => leaves.some((leave) => leave.id === id));

  const columns: Column<LeaveApproval>[] = [
    {
      key: 'person',
      header: 'Person',
      cell: (leave) => (
        <Form.Check
          id={`leave-check-${leave.id}`}
          label={leave.user.name}
          aria-label={`Choose ${leaveName(leave)}`}
          checked={selected.includes(leave.id)}
          onChange={(event) =>
            setChecked(
              event.target.checked
                ? [...selected, leave.id]
                : selected.filter((id) => id !== leave.id),
            )
          }
        />
      ),
    },
    { key: 'type', header: 'Leave Type', cell: (leave) => leave.leaveType },
    {
      key: 'days',
      header: 'Days',
      className: 'text-nowrap',
      cell: (leave) =>
        `${formatDay(leave.from)} – ${formatDay(leave.to)} (${leave.workingDays} working ${
          leave.workingDays === 1 ? 'day' : 'days'
        })`,
    },
    {
      key: 'balanceAfter',
      header: 'Balance after',
      className: 'text-nowrap',
      cell: ({ balanceAfter: { year, days }, leaveType }) => (
        <span className={days < 0 ? 'text-danger fw-semibold' : undefined}>
          {days} {leaveType} {Math.abs(days) === 1 ? 'day' : 'days'} ({year})
        </span>
      ),
    },
    {
      key: 'details',
      header: 'Leave Details',
      cell: (leave) => <TruncatedText text={leave.details} max={60} />,
    },
    {
      key: 'appliedAt',
      header: 'Applied at',
      cell: (leave) => <DateTimeText at={leave.appliedAt} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (leave) => (
        <div className="d-flex flex-wrap gap-2">
          <RowActionButton
            label="Approve"
            name={leaveName(leave)}
            variant="outline-success"
            onClick={() => setSingle({ leave, step: 'approve' })}
          />
          <RowActionButton
            label="Reject"
            name={leaveName(leave)}
            variant="outline-danger"
            onClick={() => setSingle({ leave, step: 'reject' })}
          />
        </div>
      ),
    },
  ];

  if (approvals.isError) {
    return (
      <ErrorAlert heading="The leaves to decide could not be loaded" error={approvals.error} />
    );
  }
  const noneChosen = selected.length === 0 ? 'Check the leaves to decide first' : undefined;
  return (
    <>
      <DataTable
        phoneCards
        caption="Leaves waiting for my decision"
        columns={columns}
        rows={leaves}
        rowKey={(leave) => leave.id}
        pageSize={50}
        loading={approvals.isPending}
        emptyMessage="No leave waits for your decision."
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
            {seesEveryone ? (
              <CsvDownloadButton
                path="/api/leaves"
                fileName="Leaves.csv"
                label="Download every leave (CSV)"
              />
            ) : null}
          </div>
        }
      />
      <LeaveStepModal
        leave={single?.leave ?? null}
        step={single?.step ?? 'approve'}
        onDone={() => setSingle(null)}
      />
      <FormModal
        show={bulk !== null}
        onHide={() => setBulk(null)}
        id="leave-bulk-title"
        title={bulk === 'reject' ? 'Reject the selected leaves' : 'Approve the selected leaves'}
      >
        {bulk ? (
          <BulkDecisionForm
            decision={bulk}
            leaves={leaves.filter((leave) => selected.includes(leave.id))}
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
  leaves,
  onDone,
}: {
  decision: 'approve' | 'reject';
  leaves: Leave[];
  onDone: () => void;
}) {
  const decide = useDecideLeaves();
  const notify = useNotify();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decision === 'reject' && note.trim() === '') {
      setNoteError('Say why the leave is rejected.');
      return;
    }
    decide.mutate(
      { leaveIds: leaves.map((leave) => leave.id), decision, note, idempotencyKey },
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
          {leaves.map((leave) => (
            <li key={leave.id}>{leaveName(leave)}</li>
          ))}
        </ul>
        <TextAreaField
          controlId="leave-bulk-note"
          label={decision === 'reject' ? 'Why' : 'Note (optional)'}
          rows={2}
          hint="Emailed to each applicant."
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
        {decision === 'approve' ? `Approve ${leaves.length}` : `Reject ${leaves.length}`}
      </ModalFormFooter>
    </Form>
  );
}
