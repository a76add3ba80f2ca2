import { PROVIDER_LABELS, type Workspace } from '@teamledger/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { ConfirmDialog, ErrorAlert, useNotify } from '../../../components/feedback';
import {
  DataTable,
  RowActionButton,
  rowActionColumns,
  type Column,
} from '../../../components/table';
import { paths } from '../../../config/paths';
import { MilestoneFormModal, SyncMilestonesButton } from '../../milestones';
import { useDeleteWorkspace } from '../api/delete-workspace';
import { useWorkspaces } from '../api/get-workspaces';
import { AddWorkspaceModal, EditWorkspaceModal, WorkspaceProviderModal } from './workspace-modals';

const milestonesHref = (workspace: Workspace) =>
  paths.milestones.getHref(workspace.id, workspace.name, workspace.isProviderSpace);

/**
 * WorkSpaces List (SPEC.md 2): Add WorkSpace, the table, edit (with seating), delete, a
 * row's Add Milestone (our spaces) or Sync Milestones (Assembla spaces) done in place, and
 * the links to the workspace's milestones.
 */
export function WorkspacesTable({ canEdit }: { canEdit: boolean }) {
  const notify = useNotify();
  const workspaces = useWorkspaces();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Workspace | null>(null);
  const [deleting, setDeleting] = useState<Workspace | null>(null);
  const [linking, setLinking] = useState<Workspace | null>(null);
  const [addingMilestoneTo, setAddingMilestoneTo] = useState<Workspace | null>(null);
  const remove = useDeleteWorkspace({
    mutationConfig: {
      onSuccess: () => {
        notify('WorkSpace Deleted successfully.');
        setDeleting(null);
      },
      onError: (error) => {
        notify(error.message, 'danger');
        setDeleting(null);
      },
    },
  });

  const columns: Column<Workspace>[] = [
    { key: 'name', header: 'Name', cell: (workspace) => workspace.name },
    {
      key: 'provider',
      header: 'AssemblaSpace',
      cell: (workspace) =>
        workspace.isProviderSpace ? (
          <>
            Yes{' '}
            <span className="small text-body-secondary">
              ({workspace.provider ? `${PROVIDER_LABELS[workspace.provider].name} ` : ''}
              {workspace.providerSpaceId})
            </span>
          </>
        ) : (
          'No'
        ),
    },
  ];
  if (canEdit) {
    columns.push(
      ...rowActionColumns<Workspace>({
        name: (workspace) => workspace.name,
        onEdit: setEditing,
        onDelete: setDeleting,
        headers: { edit: 'Edit WorkSpace', delete: 'Delete WorkSpace' },
      }),
      {
        key: 'link',
        header: 'Provider',
        cell: (workspace) => (
          <RowActionButton
            label="Provider"
            name={workspace.name}
            variant="outline-secondary"
            onClick={() => setLinking(workspace)}
          />
        ),
      },
      {
        key: 'milestone',
        header: 'Add/Sync Milestone',
        cell: (workspace) =>
          workspace.isProviderSpace ? (
            <SyncMilestonesButton workspaceId={workspace.id} name={workspace.name} />
          ) : (
            <RowActionButton
              label="Add Milestone"
              name={workspace.name}
              variant="outline-secondary"
              onClick={() => setAddingMilestoneTo(workspace)}
            />
          ),
      },
    );
  }
  columns.push({
    key: 'view',
    header: 'View Milestone',
    cell: (workspace) => (
      <Link to={milestonesHref(workspace)}>
        View Milestone<span className="visually-hidden"> of {workspace.name}</span>
      </Link>
    ),
  });

  const toolbar = canEdit ? (
    <>
      <SyncMilestonesButton workspaceId={null} />
      <Button size="sm" onClick={() => setAdding(true)}>
        Add WorkSpace
      </Button>
    </>
  ) : undefined;

  return (
    <>
      <ErrorAlert heading="The WorkSpaces could not be loaded" error={workspaces.error} />
      <DataTable
        caption="WorkSpaces"
        columns={columns}
        rows={workspaces.data ?? []}
        rowKey={(workspace) => workspace.id}
        pageSize={100}
        loading={workspaces.isPending}
        emptyMessage="No WorkSpaces yet."
        toolbar={toolbar}
      />
      {canEdit ? (
        <>
          <AddWorkspaceModal show={adding} onHide={() => setAdding(false)} />
          <EditWorkspaceModal workspace={editing} onHide={() => setEditing(null)} />
          <WorkspaceProviderModal workspace={linking} onHide={() => setLinking(null)} />
          {addingMilestoneTo ? (
            <MilestoneFormModal
              target={{ mode: 'add', workspaceId: addingMilestoneTo.id }}
              onClose={() => setAddingMilestoneTo(null)}
            />
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        show={deleting !== null}
        title="Do you want to delete this Space?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.name}
      </ConfirmDialog>
    </>
  );
}
