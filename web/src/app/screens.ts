import type { QueryClient } from '@tanstack/react-query';
import { reports, type ReportKey } from '@teamledger/domain';
import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import {
  loginHoursReportOpeningRequests,
  standupsReportOpeningRequests,
} from '../features/reports';

/** A screen's module: its component and, when it has them, the queries it opens with. */
export type ScreenModule<Name extends string> = Record<Name, ComponentType> & {
  prefetch?: (client: QueryClient) => void;
};

/**
 * A screen loaded on first visit: each becomes its own chunk. The sign-in page and the
 * signed-in layout are such screens too, because they call the API through the contracts,
 * and the contracts bring zod: the first load holds React, the router and the query
 * client only (bench/web-bundle.ts measures it).
 */
export interface Screen {
  /** The router pattern; null for the layout, which has none of its own. */
  path: string | null;
  load: () => Promise<ScreenModule<string>>;
  /** The export holding the component. */
  name: string;
  /**
   * The GET requests the screen opens with, as its prefetch builds them, for the app's first
   * module to send before the screen's code has arrived (start.ts).
   */
  openingRequests?: () => string[];
}

const screen = <Name extends string>(
  path: string | null,
  load: () => Promise<ScreenModule<Name>>,
  name: Name,
  openingRequests?: () => string[],
): Screen => ({ path, load, name, openingRequests });

/** Screens for visitors, outside the layout. */
export const publicScreens: readonly Screen[] = [
  screen(paths.login.path, () => import('./routes/login'), 'LoginRoute'),
  screen(paths.register.path, () => import('./routes/register'), 'RegisterRoute'),
  screen(
    paths.forgotPassword.path,
    () => import('./routes/forgot-password'),
    'ForgotPasswordRoute',
  ),
  screen(paths.setPassword.path, () => import('./routes/set-password'), 'SetPasswordRoute'),
  screen(paths.resetPassword.path, () => import('./routes/set-password'), 'ResetPasswordRoute'),
  screen(paths.ssoCallback.path, () => import('./routes/sso-callback'), 'SsoCallbackRoute'),
];

/** Every screen but sign-in sits in it; it shows a visitor the way to '/'. */
export const layoutScreen = screen(null, () => import('./routes/app/layout'), 'AppLayoutRoute');

/** What a report's screen module exports: its component, and `prefetch` when it opens with queries. */
export const REPORT_SCREEN_EXPORT = 'ReportRoute';

/**
 * Every report's screen module, found by convention: `routes/app/reports/<key>.tsx` for the
 * definition with that key (packages/domain/src/reports/<report>/definition.ts gives the
 * path), each loaded on first visit as its own chunk. A new report adds its file and no line
 * here; screens.unit.test.ts checks that every definition has one and nothing else sits there.
 */
export const reportScreenModules = import.meta.glob<ScreenModule<typeof REPORT_SCREEN_EXPORT>>(
  './*.tsx',
  { base: './routes/app/reports' },
);

/** A report's file in routes/app/reports, as `reportScreenModules` names it: by its key. */
export const reportScreenFile = (key: string) => `./${key}.tsx`;

/**
 * The GET requests a report's screen opens with, for the reports whose prefetch asks for
 * any: the first module sends them before the screen's code arrives (start.ts).
 */
const reportOpeningRequests: Partial<Record<ReportKey, () => string[]>> = {
  standups: standupsReportOpeningRequests,
  // `sessionStorage` itself throws where a browser refuses storage.
  'login-hours': () =>
    loginHoursReportOpeningRequests({ getItem: (key) => sessionStorage.getItem(key) }),
};

/**
 * The report definitions' screens: each its path and its module from routes/app/reports (a
 * definition without one has no screen; screens.unit.test.ts fails until it has).
 */
const reportScreens = reports.flatMap(({ key, path }) => {
  const load = reportScreenModules[reportScreenFile(key)];
  return load ? [screen(path, load, REPORT_SCREEN_EXPORT, reportOpeningRequests[key])] : [];
});

/** The screens inside the layout. Only screens that exist are registered. */
export const appScreens: readonly Screen[] = [
  screen(paths.home.path, () => import('./routes/app/home'), 'HomeRoute'),
  screen(paths.noAccess.path, () => import('./routes/app/no-access'), 'NoAccessRoute'),
  ...reportScreens,
  screen(
    paths.updateProfile.path,
    () => import('./routes/app/update-profile'),
    'UpdateProfileRoute',
  ),
  screen(paths.sessions.path, () => import('./routes/app/sessions'), 'SessionsRoute'),
  screen(paths.twoFactor.path, () => import('./routes/app/two-factor'), 'TwoFactorRoute'),
  screen(paths.settings.path, () => import('./routes/app/settings'), 'SettingsRoute'),
  screen(paths.users.path, () => import('./routes/app/users'), 'UsersRoute'),
  screen(paths.teams.path, () => import('./routes/app/teams'), 'TeamsRoute'),
  screen(paths.templates.path, () => import('./routes/app/templates'), 'TemplatesRoute'),
  screen(paths.scores.path, () => import('./routes/app/scores'), 'ScoresRoute'),
  screen(paths.teamScores.path, () => import('./routes/app/scores-lead'), 'TeamScoresRoute'),
  screen(paths.myScore.path, () => import('./routes/app/score'), 'MyScoreRoute'),
  screen(paths.detailScore.path, () => import('./routes/app/detail-score'), 'DetailScoreRoute'),
  screen(paths.workspaces.path, () => import('./routes/app/workspaces'), 'WorkspacesRoute'),
  screen(paths.markHoliday.path, () => import('./routes/app/mark-holiday'), 'MarkHolidayRoute'),
  screen(paths.addStandup.path, () => import('./routes/app/add-standup'), 'AddStandupRoute'),
  screen(paths.applyLeave.path, () => import('./routes/app/apply-leave'), 'ApplyLeaveRoute'),
  screen(
    paths.leaveApprovals.path,
    () => import('./routes/app/leave-approvals'),
    'LeaveApprovalsRoute',
  ),
  screen(paths.myTimesheet.path, () => import('./routes/app/my-timesheet'), 'MyTimesheetRoute'),
  screen(
    paths.timesheetApprovals.path,
    () => import('./routes/app/timesheet-approvals'),
    'TimesheetApprovalsRoute',
  ),
  screen(paths.addHoursLog.path, () => import('./routes/app/add-hours-log'), 'AddHoursLogRoute'),
  screen(paths.milestones.path, () => import('./routes/app/milestones'), 'MilestonesRoute'),
  screen(
    paths.milestoneDetail.path,
    () => import('./routes/app/milestone-detail'),
    'MilestoneDetailRoute',
  ),
];

/** Any other address inside the layout. */
export const notFoundScreen = screen(
  '*',
  () => import('./routes/app/not-found'),
  'AppNotFoundRoute',
);

/** A router pattern against an address: segments compared as the router does (any case, ':name' any segment). */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return (
    want.length === got.length &&
    want.every((part, i) => part.startsWith(':') || part.toLowerCase() === got[i]?.toLowerCase())
  );
}

/**
 * The screens the router will load for an address: a visitor's screen, or the layout and
 * the page inside it (the not-found page when none matches). An address the router
 * redirects (/report4) needs only the layout here; the router loads the rest.
 */
export function screensAt(pathname: string): Screen[] {
  const visitor = publicScreens.find((s) => s.path !== null && matchesPath(s.path, pathname));
  if (visitor) return [visitor];
  const page = appScreens.find((s) => s.path !== null && matchesPath(s.path, pathname));
  if (page) return [layoutScreen, page];
  return matchesPath(paths.providerLoginHoursReport.path, pathname)
    ? [layoutScreen]
    : [layoutScreen, notFoundScreen];
}
