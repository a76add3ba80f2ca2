import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayoutRoute } from './routes/app/layout';
import { AppNotFoundRoute } from './routes/app/not-found';
import { SettingsRoute } from './routes/app/settings';
import { UpdateProfileRoute } from './routes/app/update-profile';
import { TeamsRoute } from './routes/app/teams';
import { UsersRoute } from './routes/app/users';
import { WorkspacesRoute } from './routes/app/workspaces';
import { LoginRoute } from './routes/login';
import { RouteError } from './routes/route-error';
import { AddStandupRoute } from './routes/app/add-standup';
import { ApplyLeaveRoute } from './routes/app/apply-leave';
import { MarkHolidayRoute } from './routes/app/mark-holiday';
import { UserReportRoute } from './routes/app/user-report';
import { UserStandupReportRoute } from './routes/app/user-standup-report';
import { AddHoursLogRoute } from './routes/app/add-hours-log';
import { MilestoneDetailRoute } from './routes/app/milestone-detail';
import { MilestonesRoute } from './routes/app/milestones';

// Only screens that exist are registered; any other address shows 'Page not found' inside
// the layout, or, for a visitor who is not signed in, leads to the sign-in page.
const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: paths.login.path, element: <LoginRoute /> },
      {
        element: <AppLayoutRoute />,
        children: [
          { path: paths.updateProfile.path, element: <UpdateProfileRoute /> },
          { path: paths.settings.path, element: <SettingsRoute /> },
          { path: paths.users.path, element: <UsersRoute /> },
          { path: paths.teams.path, element: <TeamsRoute /> },
          { path: paths.workspaces.path, element: <WorkspacesRoute /> },
          { path: paths.markHoliday.path, element: <MarkHolidayRoute /> },
          { path: paths.addStandup.path, element: <AddStandupRoute /> },
          { path: paths.applyLeave.path, element: <ApplyLeaveRoute /> },
          { path: paths.userStandupReport.path, element: <UserStandupReportRoute /> },
          { path: paths.userReport.path, element: <UserReportRoute /> },
          { path: paths.addHoursLog.path, element: <AddHoursLogRoute /> },
          { path: paths.milestones.path, element: <MilestonesRoute /> },
          { path: paths.milestoneDetail.path, element: <MilestoneDetailRoute /> },
          { path: '*', element: <AppNotFoundRoute /> },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
