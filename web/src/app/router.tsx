import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { PageSpinner } from '../components/feedback/page-spinner';
import { paths } from '../config/paths';
import { queryClient } from './query-client';
import { RouteError } from './routes/route-error';

/** A screen's module: its component and, when it has them, the queries it opens with. */
type ScreenModule<Name extends string> = Record<Name, ComponentType> & {
  prefetch?: (client: QueryClient) => void;
};

/**
 * A screen loaded on first visit: each becomes its own chunk. The sign-in page and the
 * signed-in layout are such screens too, because they call the API through the contracts,
 * and the contracts bring zod: the first load holds React, the router and the query
 * client only (bench/web-bundle.ts measures it).
 *
 * The router loads the chunks of every screen an address matches at once (the layout's
 * and the page's); as each arrives, its queries start. So a report's request goes out
 * beside GET /api/me instead of after it and after the layout has rendered; the screen
 * then finds its answer in the query cache. The API still decides what anyone may see.
 */
const screen = <Name extends string>(load: () => Promise<ScreenModule<Name>>, name: Name) => ({
  lazy: async () => {
    const module = await load();
    module.prefetch?.(queryClient);
    return { Component: module[name] };
  },
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
