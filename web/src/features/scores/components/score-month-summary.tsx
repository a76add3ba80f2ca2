import { formatHours, longMonthLabel } from '@teamledger/domain';
import Spinner from 'react-bootstrap/Spinner';
import { useScoreMonthSummary } from '../api/get-score-month-summary';

/**
 * The person's month beside the ratings, so a lead scores what happened: hours logged
 * against hours available, late arrivals, standups missed, leave days and milestones.
 */
export function ScoreMonthSummary({
  userId,
  userName,
  month,
}: {
  userId: string;
  userName: string;
  month: string;
}) {
  const summary = useScoreMonthSummary(userId, month);
  return (
    <section aria-labelledby="score-month-summary-title" className="bg-body-tertiary rounded p-3">
      <h3 id="score-month-summary-title" className="h6">
        {userName} in {longMonthLabel(month)}
      </h3>
      {summary.error ? (
        <p className="small text-danger mb-0">The month could not be loaded.</p>
      ) : !summary.data ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">Loading the month…</span>
        </Spinner>
      ) : (
        <dl className="small mb-0">
          <dt>Hours logged</dt>
          <dd>
            {formatHours(summary.data.hoursLogged)} h of {formatHours(summary.data.hoursAvailable)}{' '}
            h available
          </dd>
          <dt>Late arrivals</dt>
          <dd>{summary.data.lateArrivals}</dd>
          <dt>Standups missed</dt>
          <dd>{summary.data.standupsMissed}</dd>
          <dt>Leave days</dt>
          <dd>{summary.data.leaveDays}</dd>
          <dt>Milestones worked on</dt>
          <dd className="mb-0">
            {summary.data.milestones.length === 0 ? (
              'None'
            ) : (
              <ul className="list-unstyled mb-0">
                {summary.data.milestones.map((milestone) => (
                  <li key={milestone.id}>
                    {milestone.name}: {formatHours(milestone.hours)} h
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      )}
    </section>
  );
}
