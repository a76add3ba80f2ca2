import type { IsoDate } from '@teamledger/domain';
import Spinner from 'react-bootstrap/Spinner';
import { ErrorAlert } from '../../../components/feedback';
import { DateTimeText } from '../../../components/text';
import { useStandupHistory } from '../api/standup-history';

/** A standup's corrections, oldest first (DESIGN.md 6.13): who, when, from, to, why. */
export function StandupHistoryList({ userId, date }: { userId: string; date: IsoDate }) {
  const history = useStandupHistory(userId, date);
  if (history.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (history.isError) {
    return <ErrorAlert heading="The history could not be loaded" error={history.error} />;
  }
  const { changes } = history.data;
  if (changes.length === 0) return <p className="mb-0">Not corrected since it was added.</p>;
  const describe = (answers: (typeof changes)[number]['from']) =>
    `Last day: ${answers.yesterday}; Today: ${answers.today}; Roadblock: ${answers.roadblocks}`;
  return (
    <ol className="mb-0">
      {changes.map((change) => (
        <li key={change.at} className="mb-2">
          <div>
            Corrected by {change.by.name} on <DateTimeText at={change.at} />
          </div>
          <div>From: {describe(change.from)}</div>
          <div>To: {describe(change.to)}</div>
          <div>Why: {change.reason}</div>
        </li>
      ))}
    </ol>
  );
}
