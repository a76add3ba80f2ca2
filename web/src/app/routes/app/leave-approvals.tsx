import { decidesLeaves, isNonUser } from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { LeaveApprovals } from '../../../features/leaves';
import { NoAccessRoute } from './no-access';

/** /LeaveApprovals: leads, HR and admins approve or reject the leaves waiting for them. */
export function LeaveApprovalsRoute() {
  const user = useCurrentUser();
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
    </>
  );
}
