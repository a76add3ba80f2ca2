import { formatMilestoneHours, NO_MILESTONE_LABEL, type MilestoneHours } from '@teamledger/domain';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ScrollCard } from './scroll-card';

/** The card's name for a group: the milestone's, or 'No Milestone'. */
export const groupName = (group: Pick<MilestoneHours, 'milestone'>) =>
  group.milestone?.name ?? NO_MILESTONE_LABEL;

const entriesCount = (entries: number) => (entries === 1 ? '1 entry' : `${entries} entries`);

/**
 * 'Total hours locked in Milestones' (SPEC.md 2): a card per milestone with its total and
 * how many entries make it; Entries opens them, a page at a time (docs/decisions.md D64).
 */
export function MilestoneCards({
  groups,
  onEntries,
}: {
  groups: readonly MilestoneHours[];
  onEntries: (group: MilestoneHours) => void;
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
              figure={`${formatMilestoneHours(group.hours)} h`}
              regionLabel={`Entries of ${name} in ${group.workspace.name}`}
            >
              <p className="small text-body-secondary mb-2">{entriesCount(group.entries)}</p>
              <Button
                size="sm"
                variant="outline-primary"
                disabled={group.entries === 0}
                aria-label={`Entries of ${name} in ${group.workspace.name}`}
                onClick={() => onEntries(group)}
              >
                Entries
              </Button>
            </ScrollCard>
          </Col>
        );
      })}
    </Row>
  );
}
