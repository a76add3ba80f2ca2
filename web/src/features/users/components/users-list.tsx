import { USER_STATUS_LABELS, type JobStatus, type UserAdminRow } from '@teamledger/domain';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog, ErrorAlert, useNotify } from '../../../components/feedback';
import {
  CsvDownloadButton,
  DataTable,
  rowActionColumns,
  type Column,
} from '../../../components/table';
import { useDeleteUser } from '../api/change-user-status';
import { USERS_CSV_PATH, useUsers } from '../api/get-users';
import { useStartSyncRoutine } from '../api/start-sync-routine';
import { AddUserModal } from './add-user-modal';
import { JobProgress } from '../../jobs';
import type { UserChoices } from './user-choices';
import { UserDetailModal } from './user-detail-modal';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export interface UsersListProps {
  /** Admins (Admin, superAdmin, Manager) change people; a Viewer only reads. */
  canEdit: boolean;
  /** What the forms offer; needed only when `canEdit`. */
  choices: UserChoices | null;
}

/** Users List (SPEC.md 2): Sync Routine, Add User, users.csv, the table, edit and delete. */
export function UsersList({ canEdit, choices }: UsersListProps) {
  const notify = useNotify();
  const users = useUsers();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UserAdminRow | null>(null);
  const [deleting, setDeleting] = useState<UserAdminRow | null>(null);
  const [syncJob, setSyncJob] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<JobStatus['skipped']>(null);
  // ?edit=<id> (the scores screen's Set Lead 1) opens that person's form once, then goes.
  const [params, setParams] = useSearchParams();
  const editId = canEdit ? params.get('edit') : null;
  useEffect(() => {
    const person = users.data?.find((user) => user.id === editId);
    if (!person) return;
    setEditing(person);
    setParams({}, { replace: true });
  }, [editId, users.data, setParams]);
  const syncDone = useCallback(
    (job: JobStatus) => {
      setSyncJob(null);
      setSkipped(job.skipped?.count ? job.skipped : null);
      if (job.state === 'completed') notify('Sync Routine successfully completed.');
      else notify(job.failure ?? 'Sync Routine failed.', 'danger');
    },
    [notify],
  );
  const sync = useStartSyncRoutine({
    mutationConfig: {
      onSuccess: ({ jobId }) => {
        setSyncJob(jobId);
        notify('Sync Routine request in progress, it will take around 5-15 seconds to complete.');
      },
      onError: (error) => notify(error.message, 'danger'),
    },
  });
  const remove = useDeleteUser({
    mutationConfig: {
      onSuccess: () => {
        notify('User has been deleted successfully!');
        setDeleting(null);
      },
      onError: (error) => {
        notify(error.message, 'danger');
        setDeleting(null);
      },
    },
  });

  const columns: Column<UserAdminRow>[] = [
    { key: 'name', header: 'Name', cell: (user) => user.name },
    { key: 'email', header: 'Email', cell: (user) => user.email },
    { key: 'role', header: 'Role', cell: (user) => user.role },
    { key: 'status', header: 'Status', cell: (user) => USER_STATUS_LABELS[user.status] },
    {
      key: 'default-workspace',
      header: 'Default Workspace',
      cell: (user) => user.defaultWorkspace?.name ?? '—',
    },
    {
      key: 'provider-lead',
      header: 'Is Assembla | Lead',
      cell: (user) => `${yesNo(user.isProviderUser)} | ${yesNo(user.isLead)}`,
    },
    { key: 'team', header: 'Team Name', cell: (user) => user.teamName ?? '—' },
    {
      key: 'leads',
      header: 'Leads',
      cell: (user) => user.leads.map((lead) => lead.name).join(', ') || '—',
    },
  ];
  if (canEdit) {
    columns.push(
      ...rowActionColumns<UserAdminRow>({
        name: (user) => user.name,
        onEdit: setEditing,
        onDelete: setDeleting,
        // An Admin's account is changed by an Admin only; the API refuses the rest.
        canEdit: (user) => choices?.canManage(user.role) ?? false,
        canDelete: (user) => choices?.canManage(user.role) ?? false,
        headers: { action: 'Action' },
      }),
    );
  }

  const toolbar = (
    <>
      {canEdit ? (
        <>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => sync.mutate()}
            disabled={sync.isPending || syncJob !== null}
          >
            Sync Routine
          </Button>
          <Button size="sm" onClick={() => setAdding(true)} disabled={!choices}>
            Add User
          </Button>
        </>
      ) : null}
      <CsvDownloadButton path={USERS_CSV_PATH} fileName="users.csv" />
    </>
  );

  return (
    <>
      <ErrorAlert heading="The users could not be loaded" error={users.error} />
      {syncJob ? <JobProgress jobId={syncJob} label="Sync Routine" onDone={syncDone} /> : null}
      {skipped ? (
        <Alert variant="warning" dismissible onClose={() => setSkipped(null)}>
          <Alert.Heading as="h2" className="h6">
            {skipped.count} {skipped.count === 1 ? 'record' : 'records'} skipped
          </Alert.Heading>
          <p className="mb-1">The provider sent them in a shape the product does not accept:</p>
          <ul className="mb-0 small">
            {skipped.records.map((record) => (
              <li key={record.record}>
                {record.record}: {record.reason}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <DataTable
        caption="Users"
        columns={columns}
        rows={users.data ?? []}
        rowKey={(user) => user.id}
        pageSize={100}
        loading={users.isPending}
        emptyMessage="No users yet."
        toolbar={toolbar}
      />
      {canEdit && choices ? (
        <>
          <AddUserModal show={adding} onHide={() => setAdding(false)} choices={choices} />
          <UserDetailModal user={editing} onHide={() => setEditing(null)} choices={choices} />
        </>
      ) : null}
      <ConfirmDialog
        show={deleting !== null}
        title="Do you want to delete this User?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      >
        {deleting
          ? `${deleting.name} (${deleting.email}) will no longer be able to sign in.`
          : null}
      </ConfirmDialog>
    </>
  );
}
