import { decidesLeaves, isNonUser } from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { useCompanyToday } from '../../../components/date-range';
import { LeaveApprovals, PeopleLeaveBalances } from '../../../features/leaves';
import { NoAccessRoute } from './no-access';

/** /LeaveApprovals: leads, HR and admins approve or reject the leaves waiting for them. */
export function LeaveApprovalsRoute() {
  const user = useCurrentUser();
  const today = useCompanyToday(null);
  if (!decidesLeaves(user)) return <NoAccessRoute />;
  return (
    <>
      <PageHeader
        title="Leave Approvals"
        description="Leaves waiting for your decision; each applicant is emailed the outcome."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <LeaveApprovals seesEveryone={isNonUser(user)} />
        </Card.Body>
      </Card>
      <Card className="shadow-sm border-0 mt-4">
        <Card.Body className="p-4">
          <h2 className="h5">Leave balances</h2>
          {today ? <PeopleLeaveBalances thisYear={Number(today.slice(0, 4))} /> : null}
        </Card.Body>
      </Card>
    </>
  );
}
