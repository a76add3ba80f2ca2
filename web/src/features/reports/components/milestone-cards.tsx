import {
  formatMilestoneHours,
  NO_MILESTONE_LABEL,
  type MilestoneReportEntry,
  type MilestoneReportGroup,
} from '@teamledger/domain';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { ScrollCard } from './scroll-card';
import { TicketButton } from './ticket-button';

/** The card's name for a group: the milestone's, or 'No Milestone'. */
export const groupName = (group: Pick<MilestoneReportGroup, 'milestone'>) =>
  group.milestone?.name ?? NO_MILESTONE_LABEL;

/**
 * 'Total hours locked in Milestones' (SPEC.md 2): a card per milestone with its total;
 * its rows name the person with All users, the ticket's name with one user.
 */
export function MilestoneCards({
  groups,
  oneUser,
}: {
  groups: readonly MilestoneReportGroup[];
  oneUser: boolean;
}) {
  return (
    <Row xs={1} md={2} xl={3} className="g-3">
      {groups.map((group) => {
        const name = groupName(group);
        return (
          <Col key={group.milestone?.id ?? `none-${group.workspace.id}`}>
            <ScrollCard
              title={name}
              subtitle={group.workspace.name}
              figure={`${formatMilestoneHours(group.totalHours)} h`}
              regionLabel={`Entries of ${name} in ${group.workspace.name}`}
            >
              <EntryRows entries={group.entries} oneUser={oneUser} caption={name} />
            </ScrollCard>
          </Col>
        );
      })}
    </Row>
  );
}

function EntryRows({
  entries,
  oneUser,
  caption,
}: {
  entries: readonly MilestoneReportEntry[];
  oneUser: boolean;
  caption: string;
}) {
  return (
    <Table size="sm" className="mb-0 small align-middle">
      <caption className="visually-hidden">Entries of {caption}</caption>
      <thead>
        <tr>
          <th scope="col">{oneUser ? 'Ticket Name' : 'Name'}</th>
          <th scope="col">Ticket</th>
          <th scope="col" className="text-end">
            Hours
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="text-break">{oneUser ? entry.title : entry.user.name}</td>
            <td>
              <TicketButton ticket={entry.ticket} />
            </td>
            <td className="text-end">{formatMilestoneHours(entry.hours)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
