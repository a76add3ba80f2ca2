import { formatDay } from '@teamledger/domain';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { DateRange } from '../../../components/date-range';
import { ErrorAlert } from '../../../components/feedback';
import { useUserDays } from '../api/get-user-days';
import { UserDaysTable } from './user-days-table';

export interface UserDaysPerson {
  id: string;
  name: string;
}

function UserDaysBody({ person, range }: { person: UserDaysPerson; range: DateRange }) {
  const report = useUserDays(person.id, range);
  return (
    <Modal.Body>
      <ErrorAlert heading="The days could not be loaded" error={report.error} />
      <UserDaysTable report={report.data} loading={report.isPending} />
    </Modal.Body>
  );
}

/**
 * The per-day view of one report row (SPEC.md 2): the person's days of the report's range,
 * labelled as DESIGN.md decision 5 says, with their own Report.csv.
 */
export function UserDaysModal({
  person,
  range,
  onHide,
}: {
  /** null: closed. */
  person: UserDaysPerson | null;
  range: DateRange;
  onHide: () => void;
}) {
  // The last person stays on screen while the dialog fades out.
  const [shown, setShown] = useState(person);
  if (person !== null && person !== shown) setShown(person);
  return (
    <Modal show={person !== null} onHide={onHide} size="lg" aria-labelledby="user-days-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="user-days-title" as="h2" className="h5">
          {shown ? `${shown.name}: ${formatDay(range.from)} to ${formatDay(range.to)}` : ''}
        </Modal.Title>
      </Modal.Header>
      {shown ? <UserDaysBody person={shown} range={range} /> : null}
    </Modal>
  );
}
