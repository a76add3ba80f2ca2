import { formatMilestoneHours, type MilestoneReportUser } from '@teamledger/domain';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { ExplainButton } from '../../explain';
import { groupName } from './milestone-cards';
import { ScrollCard } from './scroll-card';

/**
 * 'Total hours locked By User' (SPEC.md 2): a card per person of the page with their hours
 * per milestone ('No Milestone' for hours without one), and Details for their entries,
 * which opens only when there is at least one.
 */
export function UserMilestoneCards({
  users,
  onDetails,
  range,
}: {
  users: readonly MilestoneReportUser[];
  onDetails: (user: MilestoneReportUser) => void;
  /** The days the hours cover: each share opens its explanation over them. */
  range: { from: string; to: string } | null;
}) {
  return (
    <Row xs={1} md={2} xl={3} className="g-3">
      {users.map((user) => (
        <Col key={user.userId}>
          <ScrollCard
            title={user.name}
            figure={`${formatMilestoneHours(user.totalHours)} h`}
            regionLabel={`Milestones of ${user.name}`}
          >
            {user.milestones.length === 0 ? (
              <p className="small text-body-secondary mb-2">No hours logged in this range.</p>
            ) : (
              <Table size="sm" className="mb-2 small align-middle">
                <caption className="visually-hidden">Hours of {user.name} per milestone</caption>
                <thead>
                  <tr>
                    <th scope="col">Milestone</th>
                    <th scope="col" className="text-end">
                      Hours
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {user.milestones.map((share) => (
                    <tr key={share.milestone?.id ?? `none-${share.workspace.id}`}>
                      <td className="text-break">
                        {groupName(share)}
                        <span className="text-body-secondary"> · {share.workspace.name}</span>
                      </td>
                      <td className="text-end">
                        <ExplainButton
                          target={{
                            report: 'milestones',
                            figure: 'hours',
                            user: user.userId,
                            from: range?.from,
                            to: range?.to,
                            workspace: share.workspace.id,
                            milestone: share.milestone?.id ?? 'none',
                          }}
                          label={`Hours of ${user.name} on ${groupName(share)} · ${share.workspace.name}`}
                        >
                          {formatMilestoneHours(share.hours)}
                        </ExplainButton>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            <Button
              size="sm"
              variant="outline-primary"
              disabled={user.entries === 0}
              aria-label={`Details of ${user.name}`}
              onClick={() => onDetails(user)}
            >
              Details
            </Button>
          </ScrollCard>
        </Col>
      ))}
    </Row>
  );
}
