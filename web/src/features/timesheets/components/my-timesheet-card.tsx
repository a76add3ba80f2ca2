import { addDays, MY_TIMESHEET_PATH, type TimesheetView } from '@teamledger/domain';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/feedback';
import { useTimesheet } from '../api/timesheets';
import { TimesheetStatusBadge } from './status-badge';

const periodPath = (view: TimesheetView) => `${MY_TIMESHEET_PATH}?period=${view.period.key}`;
const figures = (view: TimesheetView) =>
  `${view.current.total} of ${view.current.expected} h expected`;

/** What the person still has to do about the period before this one, if anything. */
function PreviousPeriod({ view }: { view: TimesheetView }) {
  const link = (
    <Alert.Link as={Link} to={periodPath(view)}>
      Open {view.period.label}
    </Alert.Link>
  );
  if (view.status === 'rejected' && view.rejection) {
    return (
      <Alert variant="danger" className="mb-0 mt-2">
        {view.period.label} was rejected by {view.rejection.by.name}: {view.rejection.note}. {link}
      </Alert>
    );
  }
  if (view.actions.submit) {
    return (
      <Alert variant="warning" className="mb-0 mt-2">
        {view.period.label} has ended and is not submitted yet ({figures(view)}). {link}
      </Alert>
    );
  }
  return (
    <p className="mb-0 mt-2">
      {view.period.label}: <TimesheetStatusBadge status={view.status} />
    </p>
  );
}

/**
 * The home's timesheet card: the running period's hours against what the contract expects,
 * and the one before it when it still waits for the person (not submitted, or rejected).
 */
export function MyTimesheetCard({ userId }: { userId: string }) {
  const current = useTimesheet(userId, null);
  const previousDay = current.data ? addDays(current.data.period.from, -1) : null;
  const previous = useTimesheet(
    userId,
    previousDay === null ? null : { date: previousDay },
    previousDay !== null,
  );
  return (
    <Card as="section" aria-labelledby="home-timesheet-title" className="shadow-sm border-0 mb-4">
      <Card.Body>
        <h2 id="home-timesheet-title" className="h5">
          My timesheet
        </h2>
        <ErrorAlert heading="Your timesheet could not be loaded" error={current.error} />
        {current.data ? (
          <p className="mb-0">
            {current.data.period.label}: {figures(current.data)}.{' '}
            <TimesheetStatusBadge status={current.data.status} />{' '}
            <Link to={periodPath(current.data)}>My Timesheet</Link>
          </p>
        ) : null}
        {previous.data ? <PreviousPeriod view={previous.data} /> : null}
      </Card.Body>
    </Card>
  );
}
