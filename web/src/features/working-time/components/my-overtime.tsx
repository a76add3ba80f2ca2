import { formatSignedHours } from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/feedback';
import { useOvertime } from '../api/working-time';

/** The home's overtime line: this month so far against the contract, and the running balance. */
export function MyOvertime({ userId, reportPath }: { userId: string; reportPath: string }) {
  const overtime = useOvertime(userId, null);
  return (
    <Card as="section" aria-labelledby="home-overtime-title" className="shadow-sm border-0 mb-4">
      <Card.Body>
        <h2 id="home-overtime-title" className="h5">
          My overtime
        </h2>
        <ErrorAlert heading="Your overtime could not be loaded" error={overtime.error} />
        {overtime.data ? (
          <p className="mb-0">
            This month: expected {overtime.data.period.expected} h, logged{' '}
            {overtime.data.period.logged} h ({formatSignedHours(overtime.data.period.balance)}).
            Balance: <strong>{formatSignedHours(overtime.data.running)}</strong>.{' '}
            <Link to={reportPath}>Overtime report</Link>
          </p>
        ) : null}
      </Card.Body>
    </Card>
  );
}
