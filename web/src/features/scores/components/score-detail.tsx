import { isAdmin, type Me, type Score, type ScoreHistory } from '@teamledger/domain';
import { useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Table from 'react-bootstrap/Table';
import { LazyLineChart } from '../../../components/charts';
import { ErrorAlert, PageSpinner } from '../../../components/feedback';
import { DateTimeText } from '../../../components/text';
import { useScore } from '../api/get-score';
import { useScoreHistory } from '../api/get-score-history';
import { useScores, type ScoreAudience } from '../api/get-scores';
import { AsOfControl, ExplainButton, ExplainProvider } from '../../explain';
import { Changed } from './changed';
import { STEP_LABELS } from './edit-score-modal';

const formatTotal = (total: number | null) => (total === null ? '-' : total.toFixed(2));

const headingOf = (score: Score) =>
  `${score.monthLabel} · Total ${formatTotal(score.total)} · ${score.status}${score.approved ? ' · Approved' : ''}`;

/** The list that holds a person's scores for the signed-in person. */
const audienceFor = (me: Me, userId: string): ScoreAudience =>
  me.id === userId ? 'mine' : isAdmin(me) || me.isHr ? 'all' : 'team';

/**
 * /DetailScore: a person's month totals as a line chart, then an accordion per month. With
 * the As of control set, the chart and each month's heading are the list as it stood at that
 * instant, and each month shows its steps, ratings, totals and status as they stood then,
 * marking what changed since.
 */
export function ScoreDetail({
  me,
  userId,
  initialAsOf = null,
}: {
  me: Me;
  userId: string;
  initialAsOf?: string | null;
}) {
  const audience = audienceFor(me, userId);
  const scores = useScores(audience, { months: 12, userId });
  const [asOf, setAsOf] = useState<string | null>(initialAsOf);
  const scoresThen = useScores(audience, { months: 12, userId, asOf: asOf ?? '' }, asOf !== null);
  const person = scores.data?.people[0];
  if (scores.error)
    return <ErrorAlert heading="The scores could not be loaded" error={scores.error} />;
  if (scores.isPending) return <PageSpinner label="Loading the scores…" />;
  if (!person || person.scores.length === 0)
    return <p className="text-body-secondary">No record Found</p>;
  // As of an instant, the months as they stood then (once loaded; someone not yet scored then
  // has no row); now otherwise.
  const then =
    asOf !== null && scoresThen.data && !scoresThen.isPlaceholderData
      ? new Map((scoresThen.data.people[0]?.scores ?? []).map((score) => [score.month, score]))
      : null;
  const heading = (score: Score) => {
    if (then === null) return headingOf(score);
    const stood = then.get(score.month);
    return `${stood && stood.exists ? headingOf(stood) : `${score.monthLabel} · not scored yet`} (as of then)`;
  };
  // Who may have a total explained: HR, Admins and Managers; the person once approved.
  const explains = (score: Score) => isAdmin(me) || me.isHr || (me.id === userId && score.approved);
  return (
    <ExplainProvider>
      <ScoreChart
        scores={
          then === null
            ? person.scores
            : person.scores.map((s) => then.get(s.month) ?? { ...s, total: null })
        }
        average={then === null ? person.average : (scoresThen.data?.people[0]?.average ?? null)}
      />
      <div className="mt-3">
        <AsOfControl idPrefix="score" value={asOf} onChange={setAsOf} />
      </div>
      <Accordion alwaysOpen defaultActiveKey={[person.scores[0]!.month]} className="mt-4">
        {person.scores.map((score) => (
          <Accordion.Item key={score.month} eventKey={score.month}>
            <Accordion.Header as="h2">{heading(score)}</Accordion.Header>
            <Accordion.Body>
              <MonthDetail score={score} explains={explains(score)} asOf={asOf} />
            </Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </ExplainProvider>
  );
}

/** Month totals, oldest first, and the average of the period as a dashed line. */
export function ScoreChart({ scores, average }: { scores: Score[]; average: number | null }) {
  const data = [...scores].reverse().map((score) => ({
    label: score.monthLabel,
    total: score.total,
    average,
  }));
  return (
    <LazyLineChart
      title="Monthly score and average"
      data={data}
      series={[
        { key: 'total', name: 'Month total', colour: '#0d6efd' },
        { key: 'average', name: 'Average', colour: '#6c757d', dashed: true },
      ]}
      yDomain={[0, 5]}
      formatValue={(value) => value.toFixed(2)}
    />
  );
}

/**
 * One month: its template, total, steps with their ratings, and history. With `asOf`, the
 * month as it stood then (GET /api/scores/:userId/:month?asOf), each figure that differs
 * from now marked; an approved month now is compared with its figures when approved.
 */
function MonthDetail({
  score: now,
  explains,
  asOf,
}: {
  score: Score;
  explains: boolean;
  asOf: string | null;
}) {
  const asked = useScore(now.userId, now.month, asOf, asOf !== null || now.approved);
  if (asOf !== null && asked.error) {
    return <ErrorAlert heading="The score as it stood could not be loaded" error={asked.error} />;
  }
  if (asOf !== null && !asked.data) return <PageSpinner label="Loading the score as it stood…" />;
  const approval = asOf === null ? (asked.data?.approval ?? null) : null;
  // As of an instant: the month then beside now. Approved: now beside the approval.
  const score = asOf !== null ? asked.data!.score : now;
  const other = asOf !== null ? now : (approval?.score ?? null);
  const when = asOf !== null ? 'as of then' : 'when approved';
  const change = (mine: number | null, theirs: number | null | undefined) => {
    if (other === null || theirs === undefined || mine === theirs) return null;
    const [then, later] = asOf !== null ? [mine, theirs] : [theirs, mine];
    return <Changed then={formatTotal(then)} now={formatTotal(later)} when={when} />;
  };
  const stepTotalOf = (name: string) =>
    other?.steps.find((step) => step.step === name)?.total ?? null;
  return (
    <>
      {asOf !== null ? (
        <p className="small">
          As of <DateTimeText at={asOf} />: {score.exists ? score.status : 'not scored yet'}
          {score.approved ? ' · Approved' : ''}
        </p>
      ) : null}
      {approval ? (
        <p className="small">
          Approved <DateTimeText at={approval.at} />
        </p>
      ) : null}
      {score.templateName ? <p className="small">Template: {score.templateName}</p> : null}
      {explains && score.total !== null ? (
        <p className="small">
          Total{' '}
          <ExplainButton
            target={{
              report: 'scores',
              figure: 'total',
              user: score.userId,
              month: score.month,
              ...(asOf ? { asOf } : {}),
            }}
            label={`Score total of ${score.userName}, ${score.monthLabel}`}
          >
            {formatTotal(score.total)}
          </ExplainButton>
          {score.approved && asOf === null ? ' (as it stood when approved)' : ''}
          {change(score.total, other?.total)}
        </p>
      ) : null}
      {score.steps.map((step) => (
        <section key={step.step} className="mb-3">
          <h3 className="h6 mb-1">
            {STEP_LABELS[step.step]}: {step.leadName ?? 'Not assigned'} · {step.status}
            {step.total === null ? '' : ` · ${formatTotal(step.total)}`}
            {change(step.total, stepTotalOf(step.step))}
          </h3>
          {step.score?.type === 'general' ? (
            <ul className="small mb-1">
              {step.score.criteria.map((c) => (
                <li key={c.name}>
                  {c.name}: {c.rating}
                </li>
              ))}
            </ul>
          ) : null}
          {step.score?.type === 'project'
            ? step.score.projects.map((project) => (
                <div key={project.name} className="small mb-1">
                  <span className="fw-semibold">
                    {project.name} ({project.weightage}%)
                  </span>
                  : {project.criteria.map((c) => `${c.name} ${c.rating}`).join(', ')}
                  {project.comments ? ` · ${project.comments}` : ''}
                </div>
              ))
            : null}
          {step.comments ? (
            <p className="small mb-0">
              {step.step === 'hr' ? 'HR Comments' : 'Comments'}: {step.comments}
            </p>
          ) : null}
        </section>
      ))}
      <History userId={score.userId} month={score.month} />
    </>
  );
}

const KIND_LABELS: Record<ScoreHistory['entries'][number]['kind'], string> = {
  saved: 'saved',
  submitted: 'Every lead submitted',
  approved: 'Approved',
  reminder: 'Reminder requested',
  reminderSent: 'Reminder sent',
};

/** The score's timeline: who saved which step, draft or submit, and the totals. */
function History({ userId, month }: { userId: string; month: string }) {
  const history = useScoreHistory(userId, month);
  if (history.error)
    return <ErrorAlert heading="The history could not be loaded" error={history.error} />;
  if (!history.data) return <PageSpinner label="Loading the history…" />;
  return (
    <Table size="sm" responsive className="small mb-0">
      <caption className="caption-top">History</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Total before</th>
          <th scope="col">Total after</th>
        </tr>
      </thead>
      <tbody>
        {history.data.entries.map((entry, index) => (
          <tr key={index}>
            <td>
              <DateTimeText at={entry.at} />
            </td>
            <td>{entry.actor?.name ?? 'System'}</td>
            <td>
              {entry.step ? `${STEP_LABELS[entry.step]} ` : ''}
              {KIND_LABELS[entry.kind]}
              {entry.status ? ` (${entry.status === 'draft' ? 'draft' : 'submit'})` : ''}
            </td>
            <td>{formatTotal(entry.totalBefore)}</td>
            <td>{formatTotal(entry.totalAfter)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
