import { decidesLeaves } from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth';
import { TimesheetApprovals } from '../../../features/timesheets';
import { NoAccessRoute } from './no-access';

/** /TimesheetApprovals: whoever decides leaves decides timesheets (docs/decisions.md D292). */
export function TimesheetApprovalsRoute() {
  const user = useCurrentUser();
  if (!decidesLeaves(user)) return <NoAccessRoute />;
  return (
    <>
      <PageHeader
        title="Timesheet Approvals"
        description="Periods submitted for your approval, or changed since you approved them."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <TimesheetApprovals
            openHref={(row) =>
              paths.myTimesheet.getHref({ user: row.user.id, period: row.period.key })
            }
          />
        </Card.Body>
      </Card>
    </>
  );
}
