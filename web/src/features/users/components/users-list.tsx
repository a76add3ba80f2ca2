import {
  PROVIDER_LABELS,
  formatDay,
  USER_STATUS_LABELS,
  USER_STATUSES,
  type JobStatus,
  type UserAdminRow,
  type UserStatus,
} from '@teamledger/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ConfirmDialog, ErrorAlert, useNotify } from '../../../components/feedback';
import { SelectField } from '../../../components/form';
import { CsvDownloadButton, DataTable, type Column } from '../../../components/table';
import { JobProgress, SyncWorkspaceList } from '../../jobs';
import { providerSpacesQueryKey, useProviderSpaces } from '../../workspaces';
import { useChangeUserStatus, useDeleteUser } from '../api/change-user-status';
import { USERS_CSV_PATH, useUsers } from '../api/get-users';
import { useStartSyncRoutine } from '../api/start-sync-routine';
import {
  useEndUserSessions,
  useResendInvitation,
  useResetTwoFactor,
  useRevokeInvitation,
} from '../api/user-security';
import { AddUserModal } from './add-user-modal';
import { EmergencyPasswordModal } from './emergency-password-modal';
import { MarkLeftModal } from './mark-left-modal';
import { RegistrationModal } from './registration-modal';
import type { UserChoices } from './user-choices';
import { UserDetailModal } from './user-detail-modal';
import { UserHistoryModal } from './user-history-modal';
import { UserRowMenu, type UserRowAction } from './user-row-menu';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Where each status can go from the row menu (SPEC.md 4); deleted goes nowhere. */
const STATUS_ACTIONS: Record<UserStatus, readonly UserRowAction[]> = {
  active: ['revokeInvitation', 'endSessions', 'block', 'markLeft', 'delete'],
  inactive: ['review', 'revokeInvitation', 'delete'],
  blocked: ['activate', 'delete'],
  left: ['activate', 'delete'],
  rejected: ['activate', 'delete'],
  deleted: [],
};

/** Who can be sent an invitation (again): people who have not left nor been turned away. */
const INVITABLE: ReadonlySet<UserStatus> = new Set(['active', 'inactive']);

/** What each security action's confirmation says. */
const SECURITY_CHANGES = {
  resendInvitation: {
    title: 'Resend the invitation to',
    confirm: 'Resend',
    effect:
      'A new link to set their password is emailed; it works for 7 days and replaces any earlier one.',
  },
  revokeInvitation: {
    title: 'Revoke the invitation of',
    confirm: 'Revoke',
    effect: 'The link they were emailed no longer works.',
  },
  endSessions: {
    title: 'End all sessions of',
    confirm: 'End all sessions',
    effect: 'Every browser signed in as them has to sign in again.',
  },
  resetTwoFactor: {
    title: 'Reset two-factor sign-in of',
    confirm: 'Reset',
    effect:
      'Their authenticator app and recovery codes stop working; they sign in with their password alone until they set it up again. It is recorded in their history.',
  },
} as const;
type SecurityChange = keyof typeof SECURITY_CHANGES;

export interface UsersListProps {
  /** Admins (Admin, superAdmin, Manager) change people; a Viewer only reads. */
  canEdit: boolean;
  /** What the forms offer; needed only when `canEdit`. */
  choices: UserChoices | null;
  /** Nobody changes their own status; their menu offers Edit and History only. */
  currentUserId: string;
  /** An Admin (not a Manager) may set someone's password in an emergency, or reset their two-factor sign-in. */
  canSetPasswords: boolean;
}

const CHANGE_LABEL = { block: 'Block', activate: 'Activate' } as const;
const CHANGE_EFFECT = {
  block: 'They will no longer be able to sign in until someone activates them again.',
  activate: 'They can sign in again with their password.',
} as const;

/**
 * Users (SPEC.md 2's List and status view as one table, [17/24] item 6): Sync Routine, Add
 * User, users.csv, the status and person filters, and a menu per person with what can be
 * done to them. Block, Activate, Mark as left and Delete ask first.
 */
export function UsersList({ canEdit, choices, currentUserId, canSetPasswords }: UsersListProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [userId, setUserId] = useState('');
  const everyone = useUsers();
  const users = useUsers({ status: status || undefined, userId: userId || undefined });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UserAdminRow | null>(null);
  const [reviewing, setReviewing] = useState<UserAdminRow | null>(null);
  // Block and Activate ask first: one misplaced click locks a person out, or lets them in.
  const [changing, setChanging] = useState<{
    user: UserAdminRow;
    action: 'block' | 'activate';
  } | null>(null);
  const [leaving, setLeaving] = useState<UserAdminRow | null>(null);
  const [deleting, setDeleting] = useState<UserAdminRow | null>(null);
  const [history, setHistory] = useState<UserAdminRow | null>(null);
  const [securing, setSecuring] = useState<{ user: UserAdminRow; action: SecurityChange } | null>(
    null,
  );
  const [settingPassword, setSettingPassword] = useState<UserAdminRow | null>(null);
  const [syncJob, setSyncJob] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<JobStatus['skipped']>(null);
  /** The last finished routine's workspaces, each with its provider and outcome (D278). */
  const [synced, setSynced] = useState<JobStatus['workspaces']>([]);
  // ?edit=<id> (the scores screen's Set Lead 1) opens that person's form once, then goes.
  const [params, setParams] = useSearchParams();
  const editId = canEdit ? params.get('edit') : null;
  useEffect(() => {
    const person = everyone.data?.find((user) => user.id === editId);
    if (!person) return;
    setEditing(person);
    setParams({}, { replace: true });
  }, [editId, everyone.data, setParams]);
  const syncDone = useCallback(
    (job: JobStatus) => {
      setSyncJob(null);
      setSkipped(job.skipped?.count ? job.skipped : null);
      setSynced(job.workspaces);
      if (job.state === 'completed') {
        notify('Sync Routine successfully completed.');
        // The routine recorded the provider's spaces anew: Add WorkSpace offers those.
        void queryClient.invalidateQueries({ queryKey: providerSpacesQueryKey });
      } else notify(job.failure ?? 'Sync Routine failed.', 'danger');
    },
    [notify, queryClient],
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
  const change = useChangeUserStatus({
    mutationConfig: {
      onSuccess: (user) => notify(`${user.name} is now ${USER_STATUS_LABELS[user.status]}.`),
      onError: (error) => notify(error.message, 'danger'),
      onSettled: () => setChanging(null),
    },
  });
  const remove = useDeleteUser({
    mutationConfig: {
      onSuccess: () => notify('User has been deleted successfully!'),
      onError: (error) => notify(error.message, 'danger'),
      onSettled: () => setDeleting(null),
    },
  });

  const securityDone = { onSettled: () => setSecuring(null) };
  const resend = useResendInvitation({
    mutationConfig: {
      onSuccess: ({ message }) => notify(message),
      onError: (error) => notify(error.message, 'danger'),
      ...securityDone,
    },
  });
  const revoke = useRevokeInvitation({
    mutationConfig: {
      onSuccess: () => notify('The invitation is revoked.'),
      onError: (error) => notify(error.message, 'danger'),
      ...securityDone,
    },
  });
  const endSessions = useEndUserSessions({
    mutationConfig: {
      onSuccess: () => notify('All their sessions have ended.'),
      onError: (error) => notify(error.message, 'danger'),
      ...securityDone,
    },
  });
  const resetTwoFactor = useResetTwoFactor({
    mutationConfig: {
      onSuccess: () => notify('Their two-factor sign-in is reset.'),
      onError: (error) => notify(error.message, 'danger'),
      ...securityDone,
    },
  });
  const security = {
    resendInvitation: resend,
    revokeInvitation: revoke,
    endSessions,
    resetTwoFactor,
  };

  /** What the signer may do to this person, as the API allows it. */
  const actionsFor = (user: UserAdminRow): UserRowAction[] => {
    const manageable = canEdit && (choices?.canManage(user.role) ?? false);
    if (!manageable) return ['history'];
    if (user.id === currentUserId) return ['edit', 'history'];
    const invitable = INVITABLE.has(user.status);
    return [
      'edit',
      ...STATUS_ACTIONS[user.status],
      'history',
      ...(invitable ? (['resendInvitation'] as const) : []),
      ...(invitable && canSetPasswords ? (['setPassword', 'resetTwoFactor'] as const) : []),
    ];
  };
  const act = (action: UserRowAction, user: UserAdminRow) => {
    if (action === 'edit') setEditing(user);
    else if (action === 'review') setReviewing(user);
    else if (action === 'block' || action === 'activate') setChanging({ user, action });
    else if (action === 'markLeft') setLeaving(user);
    else if (action === 'delete') setDeleting(user);
    else if (action === 'setPassword') setSettingPassword(user);
    else if (action === 'history') setHistory(user);
    else setSecuring({ user, action });
  };

  const columns: Column<UserAdminRow>[] = [
    { key: 'name', header: 'Name', cell: (user) => user.name },
    { key: 'email', header: 'Email', cell: (user) => user.email },
    { key: 'role', header: 'Role', cell: (user) => user.role },
    {
      key: 'status',
      header: 'Status',
      cell: (user) =>
        user.leftOn
          ? `${USER_STATUS_LABELS[user.status]} as of ${formatDay(user.leftOn)}`
          : USER_STATUS_LABELS[user.status],
    },
    { key: 'availability', header: 'Availability', cell: (user) => user.availability },
    { key: 'text', header: 'Status message', cell: (user) => user.textStatus || '—' },
    { key: 'team', header: 'Team', cell: (user) => user.teamName ?? '—' },
    {
      key: 'leads',
      header: 'Leads',
      cell: (user) => user.leads.map((lead) => lead.name).join(', ') || '—',
    },
    {
      key: 'default-workspace',
      header: 'Default WorkSpace',
      cell: (user) => user.defaultWorkspace?.name ?? '—',
    },
    { key: 'provider', header: 'Assembla user', cell: (user) => yesNo(user.isProviderUser) },
    { key: 'lead', header: 'Lead', cell: (user) => yesNo(user.isLead) },
    { key: 'gender', header: 'Gender', cell: (user) => user.gender ?? '—' },
    {
      key: 'actions',
      header: 'Actions',
      cell: (user) => <UserRowMenu user={user} actions={actionsFor(user)} onAction={act} />,
    },
  ];

  // The sync control names the provider it reads (issue 32): Assembla or Jira.
  const provider = useProviderSpaces({ enabled: canEdit }).data?.provider;
  const syncLabel = provider ? `Sync Routine (${PROVIDER_LABELS[provider].name})` : 'Sync Routine';
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
            {syncLabel}
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
      {syncJob ? (
        <JobProgress jobId={syncJob} label={syncLabel} onDone={syncDone} />
      ) : (
        <SyncWorkspaceList label="Last Sync Routine by workspace" workspaces={synced} />
      )}
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
        emptyMessage="No record Found"
        toolbar={toolbar}
      />
      {canEdit && choices ? (
        <>
          <AddUserModal show={adding} onHide={() => setAdding(false)} choices={choices} />
          <UserDetailModal user={editing} onHide={() => setEditing(null)} choices={choices} />
          <RegistrationModal
            roles={choices.roles}
            user={reviewing}
            workspaces={choices.workspaces}
            teams={choices.teams}
            leads={choices.people}
            onHide={() => setReviewing(null)}
          />
        </>
      ) : null}
      <MarkLeftModal user={leaving} onHide={() => setLeaving(null)} />
      <UserHistoryModal user={history} onHide={() => setHistory(null)} />
      <EmergencyPasswordModal user={settingPassword} onHide={() => setSettingPassword(null)} />
      <ConfirmDialog
        show={securing !== null}
        title={securing ? `${SECURITY_CHANGES[securing.action].title} ${securing.user.name}?` : ''}
        confirmLabel={securing ? SECURITY_CHANGES[securing.action].confirm : ''}
        cancelLabel="Cancel"
        confirmVariant={securing?.action === 'resendInvitation' ? 'primary' : 'danger'}
        pending={securing ? security[securing.action].isPending : false}
        onConfirm={() => securing && security[securing.action].mutate(securing.user.id)}
        onCancel={() => setSecuring(null)}
      >
        {securing ? SECURITY_CHANGES[securing.action].effect : null}
      </ConfirmDialog>
      <ConfirmDialog
        show={changing !== null}
        title={changing ? `${CHANGE_LABEL[changing.action]} ${changing.user.name}?` : ''}
        confirmLabel={changing ? CHANGE_LABEL[changing.action] : ''}
        cancelLabel="Cancel"
        confirmVariant={changing?.action === 'activate' ? 'success' : 'danger'}
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
