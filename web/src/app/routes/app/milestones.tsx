import { isAdmin, isNonUser, type Milestone } from '@teamledger/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/feedback';
import { SwitchField } from '../../../components/form';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import {
  MilestoneFormModal,
  MilestonesTable,
  SyncMilestonesButton,
  useMilestones,
  type MilestoneFormTarget,
} from '../../../features/milestones';
import { NoAccessRoute } from './no-access';

/** /milestones/:spaceId/:spaceName/:isAssemblaSpace: reached from WorkSpaces (non-users). */
export function MilestonesRoute() {
  const user = useCurrentUser();
  return isNonUser(user) ? <MilestonesScreen canEdit={isAdmin(user)} /> : <NoAccessRoute />;
}

function MilestonesScreen({ canEdit }: { canEdit: boolean }) {
  const { spaceId = '', spaceName = '' } = useParams();
  const [showCompleted, setShowCompleted] = useState(false);
  const list = useMilestones(spaceId, showCompleted);
  const [form, setForm] = useState<MilestoneFormTarget | null>(null);
  // The server knows whether the space is an Assembla one; the address only says so.
  const ownSpace = list.data ? !list.data.workspace.isProviderSpace : false;
  const name = list.data?.workspace.name ?? spaceName;

  return (
    <>
      <PageHeader
        title={`Milestones of ${name}`}
        description={
          list.data?.workspace.isProviderSpace
            ? 'Milestones of this WorkSpace come from Assembla.'
            : showCompleted
              ? 'All milestones, completed ones included, the soonest due first.'
              : 'Open milestones, the soonest due first.'
        }
      />
      <ErrorAlert heading="The milestones could not be loaded" error={list.error} />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          {canEdit && ownSpace ? (
            <div className="d-flex justify-content-end mb-3">
              <Button onClick={() => setForm({ mode: 'add', workspaceId: spaceId })}>
                Add Milestone
              </Button>
            </div>
          ) : null}
          {canEdit && list.data?.workspace.isProviderSpace ? (
            <div className="d-flex justify-content-end mb-3">
              <SyncMilestonesButton workspaceId={spaceId} />
            </div>
          ) : null}
          <SwitchField
            controlId="milestones-show-completed"
            label="Show completed"
            className="mb-2"
            checked={showCompleted}
            onChange={(event) => setShowCompleted(event.target.checked)}
          />
          <MilestonesTable
            list={list.data}
            loading={list.isPending}
            canEdit={canEdit}
            onEdit={(milestone: Milestone) => setForm({ mode: 'edit', milestone })}
          />
        </Card.Body>
      </Card>
      {form ? <MilestoneFormModal target={form} onClose={() => setForm(null)} /> : null}
    </>
  );
}
