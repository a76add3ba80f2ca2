import { isAdmin, isNonUser } from '@teamledger/domain';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { ErrorAlert } from '../../../components/feedback';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { HolidayForm, HolidaysTable, useHolidays } from '../../../features/holidays';
import { NoAccessRoute } from './no-access';

/** /MarkLeave: non-users see the holidays; admins mark and delete them. */
export function MarkHolidayRoute() {
  const user = useCurrentUser();
  return isNonUser(user) ? <MarkHolidayScreen canEdit={isAdmin(user)} /> : <NoAccessRoute />;
}

function MarkHolidayScreen({ canEdit }: { canEdit: boolean }) {
  const [page, setPage] = useState(1);
  const holidays = useHolidays(page);
  // Deleting the last holiday of the last page leaves that page empty: show the one before.
  const lastPage = holidays.data
    ? Math.max(1, Math.ceil(holidays.data.total / holidays.data.pageSize))
    : page;
  if (page > lastPage) setPage(lastPage);
  return (
    <>
      <PageHeader title="Mark Holiday" description="Company holidays: no one is absent on them." />
      {canEdit && holidays.data ? (
        <Card className="shadow-sm border-0 mb-4">
          <Card.Body className="p-4">
            <h2 className="h5 mb-3">Add a holiday</h2>
            <HolidayForm today={holidays.data.today} />
          </Card.Body>
        </Card>
      ) : null}
      <ErrorAlert heading="The holidays could not be loaded" error={holidays.error} />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <h2 className="h5 mb-3">Holidays</h2>
          <HolidaysTable
            list={holidays.data}
            loading={holidays.isPending}
            onPageChange={setPage}
            canDelete={canEdit}
          />
        </Card.Body>
      </Card>
    </>
  );
}
