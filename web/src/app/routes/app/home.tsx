import {
  formatDay,
  isAdmin,
  overtimeReport,
  plannedTasks,
  ROLES_IN_REPORTS,
  type Me,
} from '@teamledger/domain';
import { ErrorAlert, PageSpinner } from '../../../components/feedback';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { MyDay, TeamDay, useMyHome, useTeamHome } from '../../../features/homes';
import { useTodayStandup } from '../../../features/standups';
import { MyTimesheetCard } from '../../../features/timesheets';
import { MyOvertime } from '../../../features/working-time';
import { HoursLogForm } from '../../../features/worklogs';
import { useWorkspaces } from '../../../features/workspaces';

/** A lead or an admin sees their people's day (the API's rule for GET /api/home/team). */
const seesTeamDay = (user: Pick<Me, 'role' | 'isLead'>) => isAdmin(user) || user.isLead;
/** Whoever the reports list posts standups and logs hours: their own day comes first. */
const hasOwnDay = (user: Pick<Me, 'role'>) => ROLES_IN_REPORTS.includes(user.role);

/** /home: the first screen after sign-in for everyone but HR ([17/24] item 2, D172). */
export function HomeRoute() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title="Home"
        description={`Today is ${formatDay(user.today)} (${user.timeZone}).`}
      />
      {hasOwnDay(user) ? <MyHomeSection user={user} /> : null}
      {hasOwnDay(user) ? <MyTimesheetCard userId={user.id} /> : null}
      {hasOwnDay(user) ? <MyOvertime userId={user.id} reportPath={overtimeReport.path} /> : null}
      {seesTeamDay(user) ? <TeamHomeSection /> : null}
    </>
  );
}

function MyHomeSection({ user }: { user: Me }) {
  const home = useMyHome();
  if (home.isPending) return <PageSpinner label="Loading your day…" />;
  if (home.isError) return <ErrorAlert heading="Your day could not be loaded" error={home.error} />;
  return (
    <MyDay
      home={home.data}
      isProviderUser={user.isProviderUser}
      quickAdd={user.isProviderUser ? null : <QuickAdd user={user} />}
    />
  );
}

/** The Add Hours Log form, its day's entries left to the home's own list. */
function QuickAdd({ user }: { user: Me }) {
  const workspaces = useWorkspaces();
  const standup = useTodayStandup();
  if (workspaces.isPending) return <PageSpinner label="Loading workspaces…" />;
  if (workspaces.isError) {
    return <ErrorAlert heading="The workspaces could not be loaded" error={workspaces.error} />;
  }
  // A person's own workspaces come first; someone in none may log on any.
  const own = workspaces.data.filter((w) => w.members.some((member) => member.id === user.id));
  return (
    <HoursLogForm
      userId={user.id}
      workspaces={own.length > 0 ? own : workspaces.data}
      defaultWorkspaceId={user.defaultWorkspaceId}
      today={user.today}
      planned={plannedTasks(standup.data?.standup?.today ?? '')}
      dayEntries={false}
    />
  );
}

function TeamHomeSection() {
  const home = useTeamHome();
  if (home.isPending) return <PageSpinner label="Loading your people's day…" />;
  if (home.isError) {
    return <ErrorAlert heading="Your people's day could not be loaded" error={home.error} />;
  }
  return <TeamDay home={home.data} />;
}
