import { isAdmin, isInAudience, isNonUser, type Viewer } from '../access/index.js';
import { decidesLeaves, LEAVE_APPROVALS_PATH, MY_LEAVE_PATH } from '../leaves/index.js';
import { monthlyReport, reports, type NavigationPlace } from '../reports/index.js';
import { MY_TIMESHEET_PATH, TIMESHEET_APPROVALS_PATH } from '../timesheets/index.js';

/** Where a navigation link sits: a group of the bar (a menu of its own), or the bar itself (null). */
export const NAV_GROUPS = ['Reports', 'People', 'Setup'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface NavLink {
  path: string;
  label: string;
  group: NavGroup | null;
}

/** The home of everyone but HR: the first screen after sign-in ([17/24] item 2, D172). */
export const HOME_PATH = '/home';

/** The report links of one place, in the order of `reports`, as their definitions say. */
const reportLinks = (viewer: Viewer, place: NavigationPlace): NavLink[] =>
  reports.flatMap(({ path, navigation }) =>
    navigation?.place === place && isInAudience(viewer, navigation.audience)
      ? [{ path, label: navigation.label, group: 'Reports' as const }]
      : [],
  );

/**
 * The navigation, in display order: SPEC.md section 2's audience table, plus the Monthly
 * Report at /report2 for admins and leads (DESIGN.md section 8), Home first for everyone
 * who has one, Apply for Leave for everyone, and Sales Leads (SPEC.md 6's 'New Leads', the
 * sales leads) at /users for role User. The reports' links come from their definitions
 * (packages/domain/src/reports/<report>/definition.ts). Score Templates (/templates) show
 * to non-users; the all-user Scores (/scores) to admins and HR, who approve scores
 * (DESIGN.md decision 8). "Users" there means role User; "non-users" are Admin,
 * superAdmin, Manager and Viewer. Every report sits in the Reports group (a definition's
 * place orders it there: SPEC.md's reports before its forms first), people and their scores
 * in People, what an admin sets up once in Setup; the forms stay on the bar (decision D173).
 * The list is in display order: a group's links follow one another.
 */
export function navigationFor(viewer: Viewer): NavLink[] {
  const plainUser = viewer.role === 'User';
  const link = (path: string, label: string, group: NavGroup | null = null): NavLink => ({
    path,
    label,
    group,
  });
  const links: (NavLink | false)[] = [
    landingPathFor(viewer) === HOME_PATH && link(HOME_PATH, 'Home'),
    ...reportLinks(viewer, 'before-forms'),
    ...reportLinks(viewer, 'after-forms'),
    !viewer.isProviderUser && link('/AddStandup', 'Add Standup'),
    !viewer.isProviderUser && link('/AddHoursLog', 'Add Hours Log'),
    link(MY_LEAVE_PATH, 'Apply for Leave'),
    isNonUser(viewer) && link('/users', 'Users', 'People'),
    isNonUser(viewer) && link('/teams', 'Teams', 'People'),
    (isAdmin(viewer) || viewer.isHr) && link('/scores', 'Scores', 'People'),
    viewer.leadsSomeone && link('/scores_lead', 'Team Score', 'People'),
    decidesLeaves(viewer) && link(LEAVE_APPROVALS_PATH, 'Leave Approvals', 'People'),
    // Timesheets are decided by whoever decides leaves (docs/decisions.md D292).
    link(MY_TIMESHEET_PATH, 'My Timesheet', 'People'),
    decidesLeaves(viewer) && link(TIMESHEET_APPROVALS_PATH, 'Timesheet Approvals', 'People'),
    plainUser && link('/score', 'Score', 'People'),
    plainUser && link('/users', 'Sales Leads', 'People'),
    isNonUser(viewer) && link('/MarkLeave', 'Mark Holiday', 'Setup'),
    isNonUser(viewer) && link('/workspaces', 'WorkSpaces', 'Setup'),
    isNonUser(viewer) && link('/templates', 'Templates', 'Setup'),
  ];
  return links.filter((item): item is NavLink => item !== false);
}

/**
 * Where a person lands after signing in: their home ([17/24] item 2), which shows a lead or
 * an admin their people's day and anyone else their own; HR, who is neither an admin nor a
 * lead, the Monthly Report (DESIGN.md 6.8, amended; decision D172 says why).
 */
export const landingPathFor = (viewer: Pick<Viewer, 'role' | 'isLead' | 'isHr'>) =>
  viewer.isHr && !isAdmin(viewer) && !viewer.isLead ? monthlyReport.path : HOME_PATH;
