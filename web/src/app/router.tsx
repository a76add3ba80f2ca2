import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { PageSpinner } from '../components/feedback/page-spinner';
import { paths } from '../config/paths';
import { RouteError } from './routes/route-error';

/**
 * A screen loaded on first visit: each becomes its own chunk. The sign-in page and the
 * signed-in layout are such screens too, because they call the API through the contracts,
 * and the contracts bring zod: the first load holds React, the router and the query
 * client only (bench/web-bundle.ts measures it).
 */
const screen = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => ({
  lazy: async () => ({ Component: (await load())[name] }),
});

// Only screens that exist are registered; any other address shows 'Page not found' inside
// the layout, or, for a visitor who is not signed in, leads to the sign-in page.
const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Shown while the first screen's chunk loads; later screens keep the one on display.
    hydrateFallbackElement: (
      <main>
        <PageSpinner />
      </main>
    ),
    children: [
      { path: paths.login.path, ...screen(() => import('./routes/login'), 'LoginRoute') },
      { path: paths.register.path, ...screen(() => import('./routes/register'), 'RegisterRoute') },
      {
        ...screen(() => import('./routes/app/layout'), 'AppLayoutRoute'),
        children: [
          {
            path: paths.standupReport.path,
            ...screen(() => import('./routes/app/standup-report'), 'StandupReportRoute'),
          },
          {
            path: paths.updateProfile.path,
            ...screen(() => import('./routes/app/update-profile'), 'UpdateProfileRoute'),
          },
          {
            path: paths.settings.path,
            ...screen(() => import('./routes/app/settings'), 'SettingsRoute'),
          },
          { path: paths.users.path, ...screen(() => import('./routes/app/users'), 'UsersRoute') },
          { path: paths.teams.path, ...screen(() => import('./routes/app/teams'), 'TeamsRoute') },
          {
            path: paths.templates.path,
            ...screen(() => import('./routes/app/templates'), 'TemplatesRoute'),
          },
          {
            path: paths.scores.path,
            ...screen(() => import('./routes/app/scores'), 'ScoresRoute'),
          },
          {
            path: paths.teamScores.path,
            ...screen(() => import('./routes/app/scores-lead'), 'TeamScoresRoute'),
          },
          {
            path: paths.myScore.path,
            ...screen(() => import('./routes/app/score'), 'MyScoreRoute'),
          },
          {
            path: paths.detailScore.path,
            ...screen(() => import('./routes/app/detail-score'), 'DetailScoreRoute'),
          },
          {
            path: paths.workspaces.path,
            ...screen(() => import('./routes/app/workspaces'), 'WorkspacesRoute'),
          },
          {
            path: paths.markHoliday.path,
            ...screen(() => import('./routes/app/mark-holiday'), 'MarkHolidayRoute'),
          },
          {
            path: paths.addStandup.path,
            ...screen(() => import('./routes/app/add-standup'), 'AddStandupRoute'),
          },
          {
            path: paths.applyLeave.path,
            ...screen(() => import('./routes/app/apply-leave'), 'ApplyLeaveRoute'),
          },
          {
            path: paths.userStandupReport.path,
            ...screen(() => import('./routes/app/user-standup-report'), 'UserStandupReportRoute'),
          },
          {
            path: paths.userReport.path,
            ...screen(() => import('./routes/app/user-report'), 'UserReportRoute'),
          },
          {
            path: paths.addHoursLog.path,
            ...screen(() => import('./routes/app/add-hours-log'), 'AddHoursLogRoute'),
          },
          {
            path: paths.milestones.path,
            ...screen(() => import('./routes/app/milestones'), 'MilestonesRoute'),
          },
          {
            path: paths.milestoneDetail.path,
            ...screen(() => import('./routes/app/milestone-detail'), 'MilestoneDetailRoute'),
          },
          {
            path: paths.monthlyReport.path,
            ...screen(() => import('./routes/app/monthly-report'), 'MonthlyReportRoute'),
          },
          {
            path: paths.detailReport.path,
            ...screen(() => import('./routes/app/detail-report'), 'DetailReportRoute'),
          },
          {
            path: paths.timesheetReport.path,
            ...screen(() => import('./routes/app/timesheet-report'), 'TimesheetReportRoute'),
          },
          {
            path: paths.milestoneReport.path,
            ...screen(() => import('./routes/app/milestone-report'), 'MilestoneReportRoute'),
          },
          {
            path: paths.loginHoursReport.path,
            ...screen(() => import('./routes/app/login-hours-report'), 'LoginHoursReportRoute'),
          },
          {
            path: paths.providerLoginHoursReport.path,
            element: <Navigate to={paths.loginHoursReport.getHref()} replace />,
          },
          {
            path: paths.usersReport.path,
            ...screen(() => import('./routes/app/users-report'), 'UsersReportRoute'),
          },
          { path: '*', ...screen(() => import('./routes/app/not-found'), 'AppNotFoundRoute') },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
