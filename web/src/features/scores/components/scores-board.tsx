import {
  approvalBlockedReason,
  hasLeadOne,
  isAdmin,
  longMonthLabel,
  LEAD_STEPS,
  SCORE_PERIODS,
  type LeadStep,
  type Me,
  type PersonScores,
  type Score,
  type ScoreStep,
} from '@teamledger/domain';
import { useMemo, useState, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { ConfirmDialog, ErrorAlert, useNotify } from '../../../components/feedback';
import { SelectField } from '../../../components/form';
import { useAsOfText } from '../../../components/text';
import { DataTable, type Column } from '../../../components/table';
import { paths } from '../../../config/paths';
import { useApproveScores } from '../api/approve-scores';
import { useScores, type ScoreAudience, type ScoreFilter } from '../api/get-scores';
import { useSendScoreReminders } from '../api/send-score-reminders';
import { AsOfControl, ExplainButton, ExplainProvider } from '../../explain';
import { Changed } from './changed';
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

/** A status as a changed mark compares it: an approved month says so. */
const statusText = (score: Score, of: (score: Score) => string) =>
  score.approved ? 'approved' : of(score);

/** The list as of an instant beside the list now, to mark what changed since. */
interface Then {
  asOf: string;
  /** The people as they are now, by id (undefined while loading). */
  now: ReadonlyMap<string, PersonScores> | undefined;
}

/** A mark when `then` and `now` (as shown) differ; nothing when they agree or now is unknown. */
function ChangedSince({
  then,
  now,
  asOf,
}: {
  then: string;
  now: string | undefined;
  asOf: string | undefined;
}) {
  const asOfText = useAsOfText();
  return asOf === undefined || now === undefined || now === then ? null : (
    <Changed then={then} now={now} when={asOfText(asOf)} />
  );
}

/** The months of a person's period, each with its total; as of an instant, marked when changed. */
function Monthly({
  scores,
  nowScores,
  asOf,
}: {
  scores: Score[];
  nowScores?: Score[];
  asOf?: string;
}) {
  if (scores.length === 0) return <span className="text-body-secondary">-</span>;
  const monthNow = (month: string) => {
    if (nowScores === undefined) return undefined;
    const score = nowScores.find((s) => s.month === month);
    return score ? monthText(score) : '-';
  };
  return (
    <ul className="list-unstyled mb-0 small">
      {scores.map((score) => (
        <li key={score.month}>
          {score.monthLabel}: {monthText(score)}
          <ChangedSince then={monthText(score)} now={monthNow(score.month)} asOf={asOf} />
        </li>
      ))}
    </ul>
  );
}

const monthText = (score: Score) => `${formatTotal(score.total)}${score.approved ? ' ✓' : ''}`;

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
  return (
    <ExplainProvider>
      <Board audience={audience} me={me} />
    </ExplainProvider>
  );
}

function Board({ audience, me }: { audience: ScoreAudience; me: Me }) {
  const notify = useNotify();
  const [draft, setDraft] = useState<ScoreFilter>({
    months: 6,
    status: 'all',
    userId: audience === 'mine' ? me.id : undefined,
  });
  const [applied, setApplied] = useState<ScoreFilter>(draft);
  // The list as it stood at a past instant; null: now. Then the list now too, to mark the
  // totals and statuses that changed since. Acting (approve, edit, remind) is for now only.
  const [asOf, setAsOf] = useState<string | null>(null);
  const asOfText = useAsOfText();
  const scores = useScores(audience, asOf === null ? applied : { ...applied, asOf });
  const scoresNow = useScores(audience, applied, asOf !== null);
  const nowPeople = scoresNow.data?.people;
  const then = useMemo<Then | null>(
    () =>
      asOf === null
        ? null
        : {
            asOf,
            now:
              nowPeople === undefined
                ? undefined
                : new Map(nowPeople.map((row) => [row.user.id, row])),
          },
    [asOf, nowPeople],
  );
  const acting = asOf === null;
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
      to={paths.detailScore.getHref(
        { userId: row.user.id, name: row.user.name },
        asOf ?? undefined,
      )}
      aria-label={`Details ${row.user.name}`}
    >
      Details
    </Link>
  );
  const myStepOf = (score: Score) => {
    const step = stepOf(me, score);
    return step ? score.steps.find((s) => s.step === step) : undefined;
  };
  const myStep = (row: PersonScores) => myStepOf(row.current);
  /** Why `me` cannot score the row's month; null when they can. */
  const editBlockedReason = (row: PersonScores): string | null => {
    const step = myStep(row);
    if (step === undefined) return 'Scored by their leads and HR';
    if (row.current.approved) return 'Already approved';
    return step.step !== 'hr' && step.status === 'submitted' ? 'You submitted your step' : null;
  };
  const canEdit = (row: PersonScores) => editBlockedReason(row) === null;

  /** As of an instant: the person's row now (undefined now, or while it loads). */
  const nowOf = (row: PersonScores) => then?.now?.get(row.user.id);
  const marked = (shown: string, now: string | undefined) => (
    <ChangedSince then={shown} now={now} asOf={then?.asOf} />
  );
  // Who may have a total explained: HR, Admins and Managers; the person once approved.
  const explains = (score: Score) =>
    isAdmin(me) || me.isHr || (me.id === score.userId && score.approved);
  /** The scored month's total: its explanation for those who may ask, marked when changed. */
  const currentTotal = (row: PersonScores) => {
    const shown = formatTotal(row.current.total);
    const nowRow = nowOf(row);
    const now = nowRow && formatTotal(nowRow.current.total);
    if (!explains(row.current) || row.current.total === null)
      return (
        <>
          {shown}
          {marked(shown, now)}
        </>
      );
    return (
      <ExplainButton
        target={{
          report: 'scores',
          figure: 'total',
          user: row.user.id,
          month: row.current.month,
          ...(asOf ? { asOf } : {}),
        }}
        label={`Current Month Score of ${row.user.name}`}
        changed={now !== undefined && now !== shown ? { asOf: shown, now } : null}
      >
        {shown}
      </ExplainButton>
    );
  };
  const average = (row: PersonScores) => {
    const shown = formatTotal(row.average);
    const nowRow = nowOf(row);
    return (
      <>
        {shown}
        {marked(shown, nowRow && formatTotal(nowRow.average))}
      </>
    );
  };
  const monthly = (row: PersonScores) => (
    <Monthly scores={row.scores} nowScores={nowOf(row)?.scores} asOf={then?.asOf} />
  );
  /** A status badge, marked when the status (approved counting as one) changed since. */
  const status = (row: PersonScores, of: (score: Score) => string) => {
    const nowRow = nowOf(row);
    return (
      <>
        <StatusBadge status={of(row.current)} />
        {marked(statusText(row.current, of), nowRow && statusText(nowRow.current, of))}
      </>
    );
  };

  const columns: Column<PersonScores>[] = [];
  if (audience === 'all') {
    columns.push(
      {
        key: 'user',
        header: 'User',
        cell: (row) => (
          <>
            {acting ? (
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
            ) : (
              row.user.name
            )}
            {hasLeadOne(row.current) ? null : (
              // Without a Lead 1 nobody can submit the score: it would stay pending for good.
              <div className="small">
                <Badge bg="warning" text="dark" className="me-1">
                  No Lead 1
                </Badge>
                {acting ? (
                  <Link to={paths.editUser.getHref(row.user.id)}>
                    Set Lead 1<span className="visually-hidden"> for {row.user.name}</span>
                  </Link>
                ) : null}
              </div>
            )}
          </>
        ),
      },
      { key: 'monthly', header: 'Monthly', cell: monthly },
      { key: 'current', header: 'Current Month Score', cell: currentTotal },
      { key: 'average', header: 'Average', cell: average },
      ...LEAD_STEPS.map((lead, index): Column<PersonScores> => ({
        key: lead,
        header: `Step ${index + 1}`,
        cell: (row) => {
          const step = row.current.steps.find((s) => s.step === lead);
          if (!step) return <span className="text-body-secondary">-</span>;
          const stepNow = nowOf(row)?.current.steps.find((s) => s.step === lead);
          return (
            <div className="small">
              <div>{step.leadName}</div>
              <StatusBadge status={step.status} />
              {marked(step.status, nowOf(row) && (stepNow?.status ?? '-'))}
              {acting && step.status !== 'submitted' && !row.current.approved ? (
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
        cell: (row) => status(row, (score) => score.status),
      },
      {
        key: 'actions',
        header: 'Actions',
        cell: (row) => {
          if (!acting) return details(row);
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
      { key: 'average', header: 'Average', cell: average },
      { key: 'current', header: 'Current Month Score', cell: currentTotal },
      { key: 'monthly', header: 'Monthly', cell: monthly },
    );
    if (audience === 'team') {
      columns.push({
        key: 'status',
        header: 'Current Month Status',
        cell: (row) => status(row, (score) => myStepOf(score)?.status ?? score.status),
      });
    }
    columns.push({
      key: 'action',
      header: 'Action',
      cell: (row) => (
        <div className="d-flex gap-1">
          {acting && audience === 'team' && !row.current.exists ? (
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => edit(row)}
              aria-label={`Add ${row.user.name}`}
            >
              Add
            </Button>
          ) : null}
          {acting && audience === 'team' && row.current.exists && canEdit(row) ? (
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
  if (audience === 'all' && acting) {
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
      <AsOfControl
        idPrefix="scores"
        value={asOf}
        onChange={(next) => {
          setAsOf(next);
          setChecked([]);
        }}
      />
      <ErrorAlert heading="The scores could not be loaded" error={scores.error} />
      {currentMonth ? (
        <p className="small text-body-secondary">
          Current month: {people[0]?.current.monthLabel ?? currentMonth}
          {asOf === null
            ? null
            : `. As recorded ${asOfText(asOf)}; changes since are marked. Back to now to act on them.`}
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
