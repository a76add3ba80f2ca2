import {
  canLeadRole,
  canManageAccountOf,
  EMERGENCY_PASSWORD_ROLES,
  grantableRoles,
  isAdmin,
  isNonUser,
  type Me,
} from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { NewLeads } from '../../../features/lead-requests';
import { useTeams } from '../../../features/teams';
import { useDirectory, UsersList, type UserChoices } from '../../../features/users';
import { useWorkspaces } from '../../../features/workspaces';
import { NoAccessRoute } from './no-access';

/**
 * /users: for non-users the two user screens of SPEC.md as one table with a menu per person
 * and the lead requests below it ([17/24] item 6, D188); for a User, their sales leads
 * (SPEC.md 6's New Leads, named for what they are: [17/24] item 2).
 */
export function UsersRoute() {
  const user = useCurrentUser();
  if (isNonUser(user)) return <UsersScreen user={user} />;
  if (user.role === 'User') return <NewLeadsScreen user={user} />;
  return <NoAccessRoute />;
}

function UsersScreen({ user }: { user: Me }) {
  const canEdit = isAdmin(user);
  const choices = useUserChoices(canEdit, user);

  return (
    <>
      <PageHeader
        title="Users"
        description={
          canEdit
            ? 'Add and edit people; block, activate, mark as left, delete and accept registrations from the menu on their row.'
            : 'Everyone in the company, their roles and statuses.'
        }
      />
      <Card className="shadow-sm border-0 mb-4">
        <Card.Body className="p-4">
          <UsersList
            canEdit={canEdit}
            choices={choices}
            currentUserId={user.id}
            canSetPasswords={EMERGENCY_PASSWORD_ROLES.includes(user.role)}
          />
        </Card.Body>
      </Card>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <NewLeads
            title="Lead Requests"
            isAdmin={canEdit}
            readOnly={!canEdit}
            currentUserId={user.id}
          />
        </Card.Body>
      </Card>
    </>
  );
}

/**
 * Teams, who can lead and workspaces for the user forms; only admins load them. The
 * directory lists active people only; a Client cannot lead. The roles offered and the
 * accounts shown with actions follow the signer's own role, as the API does.
 */
function useUserChoices(enabled: boolean, signer: Me): UserChoices | null {
  const teams = useTeams();
  const people = useDirectory();
  const workspaces = useWorkspaces();
  if (!enabled || !teams.data || !people.data || !workspaces.data) return null;
  const leads = people.data.filter((person) => canLeadRole(person.role));
  return {
    roles: grantableRoles(signer.role),
    canManage: (role) => canManageAccountOf(signer.role, role),
    teams: teams.data,
    people: leads,
    workspaces: workspaces.data,
  };
}

function NewLeadsScreen({ user }: { user: Me }) {
  return (
    <>
      <PageHeader
        title="Sales Leads"
        description="Sales leads assigned to you: accept them, reject them with a message, or re-assign them."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <NewLeads title="Sales Leads" isAdmin={false} readOnly={false} currentUserId={user.id} />
        </Card.Body>
      </Card>
    </>
  );
}
