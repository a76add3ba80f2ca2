import {
  formatMilestoneHours,
  milestoneCardKey,
  type MilestoneHours,
  type MilestoneReportUser,
} from '@teamledger/domain';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { ExplainButton } from '../../explain';
import { groupName } from './milestone-cards';
import { ScrollCard } from './scroll-card';

/** A share's hours then and now, when they differ: its cell is marked changed. */
function changedShare(
  share: MilestoneHours,
  now: MilestoneReportUser | undefined,
): { asOf: string; now: string } | null {
  if (now === undefined) return null;
  const hoursNow =
    now.milestones.find((mine) => milestoneCardKey(mine) === milestoneCardKey(share))?.hours ?? 0;
  return hoursNow === share.hours
    ? null
    : { asOf: formatMilestoneHours(share.hours), now: formatMilestoneHours(hoursNow) };
}

/**
 * 'Total hours locked By User' (SPEC.md 2): a card per person of the page with their hours
 * per milestone ('No Milestone' for hours without one), and Details for their entries,
 * which opens only when there is at least one. With `asOf`, the hours are as they stood then
 * and `usersNow` the same people now: a share that differs is marked changed.
 */
export function UserMilestoneCards({
  users,
  onDetails,
  range,
  asOf = null,
  usersNow,
}: {
  users: readonly MilestoneReportUser[];
  onDetails: (user: MilestoneReportUser) => void;
  /** The days the hours cover: each share opens its explanation over them. */
  range: { from: string; to: string } | null;
  asOf?: string | null;
  usersNow?: ReadonlyMap<string, MilestoneReportUser> | undefined;
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
                            ...(asOf ? { asOf } : {}),
                          }}
                          label={`Hours of ${user.name} on ${groupName(share)} · ${share.workspace.name}`}
                          changed={asOf ? changedShare(share, usersNow?.get(user.userId)) : null}
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
