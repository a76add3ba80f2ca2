import {
  canLeadRole,
  canManageAccountOf,
  grantableRoles,
  isAdmin,
  isNonUser,
  type Me,
} from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { NewLeads } from '../../../features/lead-requests';
import { useTeams } from '../../../features/teams';
import { useDirectory, UsersList, UsersStatus, type UserChoices } from '../../../features/users';
import { useWorkspaces } from '../../../features/workspaces';
import { NoAccessRoute } from './no-access';

/**
 * /users: for non-users the two user screens of SPEC.md as tabs, List and Status
 * (DESIGN.md section 8); for a User, their sales leads (SPEC.md 6's New Leads, named for what
 * they are: [17/24] item 2).
 */
export function UsersRoute() {
  const user = useCurrentUser();
  if (isNonUser(user)) return <UsersScreen user={user} />;
  if (user.role === 'User') return <NewLeadsScreen user={user} />;
  return <NoAccessRoute />;
}

function UsersScreen({ user }: { user: Me }) {
  const canEdit = isAdmin(user);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'status' ? 'status' : 'list';
  const workspaces = useWorkspaces();
  const choices = useUserChoices(canEdit, user);

  return (
    <>
      <PageHeader
        title="Users"
        description={
          canEdit
            ? 'Add, edit and delete people; block, activate and accept registrations.'
            : 'Everyone in the company, their roles and statuses.'
        }
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <Tabs
            id="users-tabs"
            activeKey={tab}
            onSelect={(key) =>
              setParams(key === 'status' ? { tab: 'status' } : {}, { replace: true })
            }
            className="mb-3"
            mountOnEnter
          >
            <Tab eventKey="list" title="List">
              <UsersList canEdit={canEdit} choices={choices} />
            </Tab>
            <Tab eventKey="status" title="Status">
              <UsersStatus
                canEdit={canEdit}
                currentUserId={user.id}
                signerRole={user.role}
                workspaces={workspaces.data ?? []}
                teams={choices?.teams ?? []}
                leads={choices?.people ?? []}
              />
              <NewLeads
                title="Lead Requests"
                isAdmin={canEdit}
                readOnly={!canEdit}
                currentUserId={user.id}
              />
            </Tab>
          </Tabs>
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
