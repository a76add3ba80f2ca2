import {
  canManageAccountOf,
  formatDay,
  grantableRoles,
  USER_STATUS_LABELS,
  USER_STATUSES,
  type Role,
  type UserAdminRow,
  type UserStatus,
} from '@teamledger/domain';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ConfirmDialog, ErrorAlert, useNotify } from '../../../components/feedback';
import { SelectField } from '../../../components/form';
import { DataTable, RowActionButton, type Column } from '../../../components/table';
import { useChangeUserStatus, useDeleteUser } from '../api/change-user-status';
import { useUsers } from '../api/get-users';
import { MarkLeftModal } from './mark-left-modal';
import { RegistrationModal } from './registration-modal';

export interface UsersStatusProps {
  /** Admins change statuses; a Viewer only reads. */
  canEdit: boolean;
  /** Nobody changes their own status; their row offers no actions. */
  currentUserId: string;
  /** The signer's role: an Admin's account is changed by Admins only, as the API says. */
  signerRole: Role;
  workspaces: readonly { id: string; name: string }[];
  /** What accepting a registration offers: teams and who can be Lead 1. */
  teams: readonly { name: string }[];
  leads: readonly { id: string; name: string }[];
}

/** What the ChangeStatus column offers for each status (SPEC.md 4). */
const CHANGE: Partial<Record<UserStatus, { action: 'block' | 'activate'; label: string }>> = {
  active: { action: 'block', label: 'Block' },
  blocked: { action: 'activate', label: 'Activate' },
  left: { action: 'activate', label: 'Activate' },
  rejected: { action: 'activate', label: 'Activate' },
};

const CHANGE_QUESTION = { block: 'Block', activate: 'Activate' } as const;
const CHANGE_EFFECT = {
  block: 'They can no longer sign in until someone activates them again.',
  activate: 'They can sign in again with their password.',
} as const;

/**
 * Users (status view, SPEC.md 2): filter by status and person; block, activate, accept,
 * reject, and mark an active person as left.
 */
export function UsersStatus({
  canEdit,
  currentUserId,
  signerRole,
  workspaces,
  teams,
  leads,
}: UsersStatusProps) {
  const notify = useNotify();
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [userId, setUserId] = useState('');
  const everyone = useUsers();
  const users = useUsers({ status: status || undefined, userId: userId || undefined });
  const [registration, setRegistration] = useState<UserAdminRow | null>(null);
  const [deleting, setDeleting] = useState<UserAdminRow | null>(null);
  const [leaving, setLeaving] = useState<UserAdminRow | null>(null);
  // Block and Activate ask first: one misplaced click locks a person out.
  const [changing, setChanging] = useState<{
    user: UserAdminRow;
    action: 'block' | 'activate';
  } | null>(null);
  const change = useChangeUserStatus({
    mutationConfig: {
      onSuccess: (user) => {
        notify(`${user.name} is now ${USER_STATUS_LABELS[user.status]}.`);
        setChanging(null);
      },
      onError: (error) => {
        notify(error.message, 'danger');
        setChanging(null);
      },
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
    { key: 'gender', header: 'Gender', cell: (user) => user.gender ?? '—' },
    { key: 'availability', header: 'UserAvailabilityStatus', cell: (user) => user.availability },
    { key: 'text', header: 'UserTextStatus', cell: (user) => user.textStatus || '—' },
    { key: 'role', header: 'Role', cell: (user) => user.role },
    {
      key: 'status',
      header: 'Status',
      cell: (user) =>
        user.leftOn
          ? `${USER_STATUS_LABELS[user.status]} as of ${formatDay(user.leftOn)}`
          : USER_STATUS_LABELS[user.status],
    },
  ];
  if (canEdit) {
    // One's own row and accounts above one's rank offer nothing the API would refuse.
    const locked = (user: UserAdminRow) =>
      user.id === currentUserId || !canManageAccountOf(signerRole, user.role);
    columns.push(
      {
        key: 'change',
        header: 'ChangeStatus',
        cell: (user) => {
          const next = CHANGE[user.status];
          if (!next || locked(user)) return null;
          return (
            <div className="d-flex flex-wrap gap-1">
              <RowActionButton
                label={next.label}
                name={user.name}
                variant={next.action === 'block' ? 'outline-danger' : 'outline-success'}
                disabled={change.isPending}
                onClick={() => setChanging({ user, action: next.action })}
              />
              {user.status === 'active' ? (
                <RowActionButton
                  label="Mark as left"
                  name={user.name}
                  variant="outline-secondary"
                  onClick={() => setLeaving(user)}
                />
              ) : null}
            </div>
          );
        },
      },
      {
        key: 'action',
        header: 'Action',
        cell: (user) => {
          if (locked(user) || user.status === 'deleted') return null;
          return user.status === 'inactive' ? (
            <RowActionButton
              label="Detail"
              name={user.name}
              variant="outline-primary"
              onClick={() => setRegistration(user)}
            />
          ) : (
            <RowActionButton
              label="Delete"
              name={user.name}
              variant="outline-danger"
              onClick={() => setDeleting(user)}
            />
          );
        },
      },
    );
  }

  return (
    <>
      <Row className="g-3 mb-2">
        <Col sm={6} md={4} lg={3}>
          <SelectField
            controlId="status-filter"
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as UserStatus | '')}
          >
            <option value="">All</option>
            {USER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {USER_STATUS_LABELS[value]}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col sm={6} md={4} lg={3}>
          <SelectField
            controlId="user-filter"
            label="User"
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
          >
            <option value="">All</option>
            {(everyone.data ?? []).map((user) => (
              <option key={user.id} value={user.id}>
                {user.name}
              </option>
            ))}
          </SelectField>
        </Col>
      </Row>
      <ErrorAlert heading="The users could not be loaded" error={users.error} />
      <DataTable
        caption="Users by status"
        columns={columns}
        rows={users.data ?? []}
        rowKey={(user) => user.id}
        pageSize={100}
        loading={users.isPending}
        emptyMessage="No record Found"
      />
      <MarkLeftModal user={leaving} onHide={() => setLeaving(null)} />
      <RegistrationModal
        roles={grantableRoles(signerRole)}
        user={registration}
        workspaces={workspaces}
        teams={teams}
        leads={leads}
        onHide={() => setRegistration(null)}
      />
      <ConfirmDialog
        show={changing !== null}
        title={changing ? `${CHANGE_QUESTION[changing.action]} ${changing.user.name}?` : ''}
        confirmLabel={changing ? `Yes, ${changing.action}` : 'Yes'}
        cancelLabel="Cancel"
        confirmVariant={changing?.action === 'block' ? 'danger' : 'success'}
        pending={change.isPending}
        onConfirm={() =>
          changing && change.mutate({ id: changing.user.id, change: { action: changing.action } })
        }
        onCancel={() => setChanging(null)}
      >
        {changing ? CHANGE_EFFECT[changing.action] : null}
      </ConfirmDialog>
      <ConfirmDialog
        show={deleting !== null}
        title="Are you sure?"
        confirmLabel="Yes, delete"
        cancelLabel="Cancel"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      >
        You won&apos;t be able to revert this!
        {deleting ? ` ${deleting.name} will no longer be able to sign in.` : null}
      </ConfirmDialog>
    </>
  );
}
