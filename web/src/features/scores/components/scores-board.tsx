import {
  approvalBlockedReason,
  hasLeadOne,
  longMonthLabel,
  LEAD_STEPS,
  SCORE_PERIODS,
  type LeadStep,
  type Me,
  type PersonScores,
  type Score,
  type ScoreStep,
} from '@teamledger/domain';
import { useState, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { ConfirmDialog, ErrorAlert, useNotify } from '../../../components/feedback';
import { SelectField } from '../../../components/form';
import { DataTable, type Column } from '../../../components/table';
import { paths } from '../../../config/paths';
import { useApproveScores } from '../api/approve-scores';
import { useScores, type ScoreAudience, type ScoreFilter } from '../api/get-scores';
import { useSendScoreReminders } from '../api/send-score-reminders';
import { EditScoreModal } from './edit-score-modal';
import { ScoreChart } from './score-detail';

const formatTotal = (total: number | null) => (total === null ? '-' : total.toFixed(2));

/**
 * Which step the signed-in person writes on this score: HR's (never on HR's own score), their
 * lead step, or none.
 */
export function stepOf(me: Me, score: Score): ScoreStep | null {
  if (me.isHr && score.userId !== me.id) return 'hr';
  return score.steps.find((s) => s.step !== 'hr' && s.leadId === me.id)?.step ?? null;
}

function StatusBadge({ status }: { status: string }) {
  const variant = status === 'submitted' ? 'success' : status === 'draft' ? 'warning' : 'secondary';
  // Bootstrap's white text on its yellow fails contrast: dark text there.
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined}>
      {status}
    </Badge>
  );
}

/** The months of a person's period, each with its total. */
function Monthly({ scores }: { scores: Score[] }) {
  if (scores.length === 0) return <span className="text-body-secondary">-</span>;
  return (
    <ul className="list-unstyled mb-0 small">
      {scores.map((score) => (
        <li key={score.month}>
          {score.monthLabel}: {formatTotal(score.total)}
          {score.approved ? ' ✓' : ''}
        </li>
      ))}
    </ul>
  );
}

interface Editing {
  userId: string;
  userName: string;
  month: string;
  step: ScoreStep;
}

/**
 * The three score lists of SPEC.md 2: /scores (admins and HR: every person, checkboxes,
 * Approve Scores and Send Reminders), /scores_lead (the people one leads) and /score (one's
 * own). Filters: Last 1, 3, 6 or 12 months, a person, and for /scores the status.
 */
export function ScoresBoard({ audience, me }: { audience: ScoreAudience; me: Me }) {
  const notify = useNotify();
  const [draft, setDraft] = useState<ScoreFilter>({
    months: 6,
    status: 'all',
    userId: audience === 'mine' ? me.id : undefined,
  });
  const [applied, setApplied] = useState<ScoreFilter>(draft);
  const scores = useScores(audience, applied);
  // The user filter offers everyone of the list, whatever the applied filter left.
  const everyone = useScores(audience, { months: 1 });
  const [checked, setChecked] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  // Approving freezes a score for good, so Approve and Approve Scores ask first.
  const [approving, setApproving] = useState<PersonScores[] | null>(null);
  const approve = useApproveScores();
  const remind = useSendScoreReminders();

  const people = scores.data?.people ?? [];
  const currentMonth = scores.data?.currentMonth ?? '';
  const userOptions = (everyone.data?.people ?? []).map((p) => p.user);

  const sendReminders = (targets: { userId: string; step?: LeadStep }[], one: boolean) =>
    remind.mutate(
      targets.map((target) => ({ ...target, month: currentMonth })),
      {
        onSuccess: () => notify(one ? 'Send Reminder successfully.' : 'Reminders Send'),
        onError: (error) =>
          notify(
            `${one ? 'Send Reminder Failed.' : 'Reminders send error'} ${error.message}`,
            'danger',
          ),
      },
    );
  const askToApprove = (userIds: string[]) => {
    if (userIds.length === 0) {
      notify('There are no Scores to Approve.', 'danger');
      return;
    }
    setApproving(people.filter((row) => userIds.includes(row.user.id)));
  };
  const approveRows = (rows: PersonScores[]) =>
    approve.mutate(
      rows.map((row) => ({ userId: row.user.id, month: currentMonth })),
      {
        onSuccess: () => {
          notify('Score Approved successfully.');
          setChecked([]);
        },
        onError: (error) => notify(error.message || 'Send Approved Failed.', 'danger'),
        onSettled: () => setApproving(null),
      },
    );

  const edit = (row: PersonScores) => {
    const step = stepOf(me, row.current);
    if (step)
      setEditing({ userId: row.user.id, userName: row.user.name, month: currentMonth, step });
  };
  const details = (row: PersonScores) => (
    <Link
      className="btn btn-sm btn-outline-secondary"
      to={paths.detailScore.getHref({ userId: row.user.id, name: row.user.name })}
      aria-label={`Details ${row.user.name}`}
    >
      Details
    </Link>
  );
  const myStep = (row: PersonScores) => {
    const step = stepOf(me, row.current);
    return step ? row.current.steps.find((s) => s.step === step) : undefined;
  };
  /** Why `me` cannot score the row's month; null when they can. */
  const editBlockedReason = (row: PersonScores): string | null => {
    const step = myStep(row);
    if (step === undefined) return 'Scored by their leads and HR';
    if (row.current.approved) return 'Already approved';
    return step.step !== 'hr' && step.status === 'submitted' ? 'You submitted your step' : null;
  };
  const canEdit = (row: PersonScores) => editBlockedReason(row) === null;

  const columns: Column<PersonScores>[] = [];
  if (audience === 'all') {
    columns.push(
      {
        key: 'user',
        header: 'User',
        cell: (row) => (
          <>
            <Form.Check
              id={`score-check-${row.user.id}`}
              label={row.user.name}
              checked={checked.includes(row.user.id)}
              onChange={(event) =>
                setChecked(
                  event.target.checked
                    ? [...checked, row.user.id]
                    : checked.filter((id) => id !== row.user.id),
                )
              }
            />
            {hasLeadOne(row.current) ? null : (
              // Without a Lead 1 nobody can submit the score: it would stay pending for good.
              <div className="small">
                <Badge bg="warning" text="dark" className="me-1">
                  No Lead 1
                </Badge>
                <Link to={paths.editUser.getHref(row.user.id)}>
                  Set Lead 1<span className="visually-hidden"> for {row.user.name}</span>
                </Link>
              </div>
            )}
          </>
        ),
      },
      { key: 'monthly', header: 'Monthly', cell: (row) => <Monthly scores={row.scores} /> },
      {
        key: 'current',
        header: 'Current Month Score',
        cell: (row) => formatTotal(row.current.total),
      },
      { key: 'average', header: 'Average', cell: (row) => formatTotal(row.average) },
      ...LEAD_STEPS.map((lead, index): Column<PersonScores> => ({
        key: lead,
        header: `Step ${index + 1}`,
        cell: (row) => {
          const step = row.current.steps.find((s) => s.step === lead);
          if (!step) return <span className="text-body-secondary">-</span>;
          return (
            <div className="small">
              <div>{step.leadName}</div>
              <StatusBadge status={step.status} />
              {step.status !== 'submitted' && !row.current.approved ? (
                <Button
                  size="sm"
                  variant="link"
                  className="p-0 ms-2"
                  aria-label={`Send Reminder to ${step.leadName ?? 'the lead'} for ${row.user.name}`}
                  onClick={() => sendReminders([{ userId: row.user.id, step: lead }], true)}
                >
                  Send Reminder
                </Button>
              ) : null}
            </div>
          );
        },
      })),
      {
        key: 'status',
        header: 'Status',
        cell: (row) => <StatusBadge status={row.current.status} />,
      },
      {
        key: 'actions',
        header: 'Actions',
        cell: (row) => {
          const approveBlocked = approvalBlockedReason(row.current);
          const editBlocked = editBlockedReason(row);
          const reasonId = `score-actions-${row.user.id}`;
          // An approved row's buttons say so themselves.
          const reasons = row.current.approved
            ? ''
            : [approveBlocked, editBlocked].filter(Boolean).join('. ');
          return (
            <>
              <div className="d-flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant={row.current.approved ? 'success' : 'outline-success'}
                  disabled={approveBlocked !== null || approve.isPending}
                  aria-label={`${row.current.approved ? 'Approved' : 'Approve'} ${row.user.name}`}
                  aria-describedby={approveBlocked && reasons ? reasonId : undefined}
                  onClick={() => askToApprove([row.user.id])}
                >
                  {row.current.approved ? 'Approved' : 'Approve'}
                </Button>
                <Button
                  size="sm"
                  variant="outline-primary"
                  disabled={editBlocked !== null}
                  onClick={() => edit(row)}
                  aria-label={`${row.current.exists ? 'Edit' : 'Add Score'} ${row.user.name}`}
                  aria-describedby={editBlocked && reasons ? reasonId : undefined}
                >
                  {row.current.exists ? 'Edit' : 'Add Score'}
                </Button>
                {details(row)}
              </div>
              {/* Why a button is disabled, in text: a disabled button takes no focus or hover. */}
              {reasons ? (
                <div id={reasonId} className="small text-body-secondary mt-1">
                  {reasons}
                </div>
              ) : null}
            </>
          );
        },
      },
    );
  } else {
    columns.push(
      { key: 'name', header: 'Name', cell: (row) => row.user.name },
      { key: 'average', header: 'Average', cell: (row) => formatTotal(row.average) },
      {
        key: 'current',
        header: 'Current Month Score',
        cell: (row) => formatTotal(row.current.total),
      },
      { key: 'monthly', header: 'Monthly', cell: (row) => <Monthly scores={row.scores} /> },
    );
    if (audience === 'team') {
      columns.push({
        key: 'status',
        header: 'Current Month Status',
        cell: (row) => <StatusBadge status={myStep(row)?.status ?? row.current.status} />,
      });
    }
    columns.push({
      key: 'action',
      header: 'Action',
      cell: (row) => (
        <div className="d-flex gap-1">
          {audience === 'team' && !row.current.exists ? (
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => edit(row)}
              aria-label={`Add ${row.user.name}`}
            >
              Add
            </Button>
          ) : null}
          {audience === 'team' && row.current.exists && canEdit(row) ? (
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => edit(row)}
              aria-label={`Edit ${row.user.name}`}
            >
              Edit
            </Button>
          ) : null}
          {details(row)}
        </div>
      ),
    });
  }

  let toolbar: ReactNode;
  if (audience === 'all') {
    toolbar = (
      <div className="d-flex gap-2">
        <Button
          size="sm"
          variant="success"
          disabled={approve.isPending}
          onClick={() => askToApprove(checked)}
        >
          Approve Scores
        </Button>
        <Button
          size="sm"
          variant="outline-primary"
          disabled={remind.isPending || checked.length === 0}
          aria-describedby={checked.length === 0 ? 'score-remind-hint' : undefined}
          onClick={() =>
            sendReminders(
              checked.map((userId) => ({ userId })),
              false,
            )
          }
        >
          Send Reminders
        </Button>
        {checked.length === 0 ? (
          <span id="score-remind-hint" className="small text-body-secondary align-self-center">
            Check the people to remind first
          </span>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <Form
        className="row g-2 align-items-end mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied(draft);
          setChecked([]);
        }}
      >
        <div className="col-sm-3">
          <SelectField
            controlId="score-period"
            label="Period"
            controlSize="sm"
            value={draft.months}
            onChange={(event) => setDraft({ ...draft, months: Number(event.target.value) })}
          >
            {SCORE_PERIODS.map((months) => (
              <option key={months} value={months}>
                Last {months} {months === 1 ? 'month' : 'months'}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-sm-3">
          <SelectField
            controlId="score-user"
            label="User"
            controlSize="sm"
            value={draft.userId ?? ''}
            onChange={(event) => setDraft({ ...draft, userId: event.target.value || undefined })}
          >
            {audience === 'mine' ? null : <option value="">All</option>}
            {(audience === 'mine' ? [{ id: me.id, name: me.name }] : userOptions).map((user) => (
              <option key={user.id} value={user.id}>
                {user.name}
              </option>
            ))}
          </SelectField>
        </div>
        {audience === 'all' ? (
          <div className="col-sm-3">
            <SelectField
              controlId="score-status"
              label="Status"
              controlSize="sm"
              value={draft.status}
              onChange={(event) =>
                setDraft({ ...draft, status: event.target.value as ScoreFilter['status'] })
              }
            >
              <option value="all">All</option>
              <option value="pending">pending</option>
              <option value="submitted">submitted</option>
            </SelectField>
          </div>
        ) : null}
        <div className="col-sm-3 mb-3">
          <Button type="submit" size="sm" disabled={audience === 'mine' && !draft.userId}>
            Apply Filter
          </Button>
        </div>
      </Form>
      <ErrorAlert heading="The scores could not be loaded" error={scores.error} />
      {currentMonth ? (
        <p className="small text-body-secondary">
          Current month: {people[0]?.current.monthLabel ?? currentMonth}
        </p>
      ) : null}
      <DataTable
        caption="Scores"
        columns={columns}
        rows={people}
        rowKey={(row) => row.user.id}
        pageSize={100}
        loading={scores.isPending}
        emptyMessage="No record Found"
        toolbar={toolbar}
      />
      {audience === 'mine' && people[0] && people[0].scores.length > 0 ? (
        <div className="mt-4">
          <ScoreChart scores={people[0].scores} average={people[0].average} />
        </div>
      ) : null}
      {editing ? <EditScoreModal show onHide={() => setEditing(null)} {...editing} /> : null}
      <ConfirmDialog
        show={approving !== null}
        title={approving ? approvalQuestion(approving, currentMonth) : ''}
        confirmLabel="Yes, approve"
        cancelLabel="Cancel"
        confirmVariant="success"
        pending={approve.isPending}
        onConfirm={() => approving && approveRows(approving)}
        onCancel={() => setApproving(null)}
      >
        An approved score is final: nobody can change it afterwards.
      </ConfirmDialog>
    </>
  );
}

/** "Approve the score of Sam for October 2026?", or of N people for a bulk approval. */
function approvalQuestion(rows: PersonScores[], month: string) {
  const whose = rows.length === 1 ? `the score of ${rows[0]!.user.name}` : `${rows.length} scores`;
  return `Approve ${whose} for ${longMonthLabel(month)}?`;
}
