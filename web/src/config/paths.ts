import {
  HOME_PATH,
  LEAVE_APPROVALS_PATH,
  loginHoursReport,
  myStandupsReport,
  MY_LEAVE_PATH,
  MY_TIMESHEET_PATH,
  RESET_PASSWORD_PATH,
  SET_PASSWORD_PATH,
  SSO_CALLBACK_PATH,
  standupsReport,
  taskLogsReport,
  TIMESHEET_APPROVALS_PATH,
  usersReport,
} from '@teamledger/domain';

/**
 * Every route of SPEC.md section 2 but the reports', in one place: `path` is the router
 * pattern, `getHref` builds a link to it. Paths keep SPEC.md's spelling (DESIGN.md section 8),
 * odd casing included. A report's path is its definition's
 * (packages/domain/src/reports/<report>/definition.ts); the few other screens link to are
 * named here from it.
 */
function staticRoute<const P extends string>(path: P) {
  return { path, getHref: (): P => path };
}

const segment = (value: string | number | boolean) => encodeURIComponent(String(value));

export const paths = {
  login: staticRoute('/'),
  /** Where people bookmark sign-in out of habit: it leads to `login`, never to 'Page not found'. */
  loginAlias: staticRoute('/login'),
  /** Public: ask for an account (not in SPEC.md, whose registration had no screen). */
  register: staticRoute('/register'),
  /** Public: ask for a password reset link by email (issue 31). */
  forgotPassword: staticRoute('/forgot-password'),
  /** Public: an invitation's link lands here, its token in the fragment (issue 31). */
  setPassword: staticRoute(SET_PASSWORD_PATH),
  /** Public: a password reset link lands here, its token in the fragment (issue 31). */
  resetPassword: staticRoute(RESET_PASSWORD_PATH),
  /** Public: where the OpenID provider sends the browser back after single sign-on. */
  ssoCallback: staticRoute(SSO_CALLBACK_PATH),
  /** Everyone's first screen but HR's ([17/24] item 2): not in SPEC.md. */
  home: staticRoute(HOME_PATH),
  /** Where a page someone may not open sends a browser (the queue board does): not in SPEC.md. */
  noAccess: staticRoute('/no-access'),

  standupReport: staticRoute(standupsReport.path),
  userStandupReport: staticRoute(myStandupsReport.path),
  userReport: staticRoute(taskLogsReport.path),
  usersReport: {
    path: usersReport.path,
    /** `asOf`, from the Login/Hours Report shown as of an instant, opens the days as of it. */
    getHref: (userId: string, asOf?: string | null) =>
      `${usersReport.path.replace(':id', segment(userId))}${
        asOf ? `?${new URLSearchParams({ asOf }).toString()}` : ''
      }`,
  },
  loginHoursReport: staticRoute(loginHoursReport.path),
  /** Kept for old links; redirects to the login/hours report (DESIGN.md section 8). */
  providerLoginHoursReport: staticRoute('/report4'),

  addStandup: staticRoute('/AddStandup'),
  addHoursLog: staticRoute('/AddHoursLog'),
  applyLeave: staticRoute(MY_LEAVE_PATH),
  leaveApprovals: staticRoute(LEAVE_APPROVALS_PATH),
  /** A person's timesheet period ([20/24] item 6); `user` and `period` open someone's. */
  myTimesheet: {
    path: MY_TIMESHEET_PATH,
    getHref: (choice?: { user: string; period: string }) =>
      choice === undefined
        ? MY_TIMESHEET_PATH
        : `${MY_TIMESHEET_PATH}?${new URLSearchParams(choice).toString()}`,
  },
  timesheetApprovals: staticRoute(TIMESHEET_APPROVALS_PATH),
  markHoliday: staticRoute('/MarkLeave'),

  users: staticRoute('/users'),
  /** The Users List with one person's edit form open (the scores screen's Set Lead 1). */
  editUser: {
    path: '/users',
    getHref: (userId: string) => `/users?${new URLSearchParams({ edit: userId }).toString()}`,
  },
  workspaces: staticRoute('/workspaces'),
  milestones: {
    path: '/milestones/:spaceId/:spaceName/:isAssemblaSpace',
    getHref: (spaceId: string, spaceName: string, isProviderSpace: boolean) =>
      `/milestones/${segment(spaceId)}/${segment(spaceName)}/${segment(isProviderSpace)}`,
  },
  milestoneDetail: {
    path: '/milestoneDetail/:milestoneId/:milestoneName',
    getHref: (milestoneId: string, milestoneName: string) =>
      `/milestoneDetail/${segment(milestoneId)}/${segment(milestoneName)}`,
  },
  teams: staticRoute('/teams'),
  templates: staticRoute('/templates'),
  settings: staticRoute('/setting'),
  updateProfile: staticRoute('/updateProfile'),
  /** My open sessions, to end any or all others (issue 31): not in SPEC.md. */
  sessions: staticRoute('/sessions'),
  /** Two-factor sign-in: turn it on with an authenticator app (issue 31): not in SPEC.md. */
  twoFactor: staticRoute('/two-factor'),

  scores: staticRoute('/scores'),
  teamScores: staticRoute('/scores_lead'),
  myScore: staticRoute('/score'),
  detailScore: {
    path: '/DetailScore',
    /**
     * The score row travels as URL-encoded JSON in `myObject` (SPEC.md section 2); `asOf`, from
     * a list shown as of an instant, opens the detail as of the same instant.
     */
    getHref: (scoreRow: unknown, asOf?: string) =>
      `/DetailScore?${new URLSearchParams({
        myObject: JSON.stringify(scoreRow),
        ...(asOf ? { asOf } : {}),
      }).toString()}`,
  },
} as const;
