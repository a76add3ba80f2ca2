import {
  isAdmin,
  isInAudience,
  isNonUser,
  seesAllUserReports,
  type Viewer,
} from '../access/index.js';
import {
  monthlyReport,
  myStandupsReport,
  reports,
  standupsReport,
  type NavigationPlace,
} from '../reports/index.js';

export interface NavLink {
  path: string;
  label: string;
}

/** The report links of one place, in the order of `reports`, as their definitions say. */
const reportLinks = (viewer: Viewer, place: NavigationPlace): NavLink[] =>
  reports.flatMap(({ path, navigation }) =>
    navigation?.place === place && isInAudience(viewer, navigation.audience)
      ? [{ path, label: navigation.label }]
      : [],
  );

/**
 * The top navigation, in display order, exactly as SPEC.md section 2's audience table
 * says, plus the Monthly Report at /report2 for admins and leads (DESIGN.md section 8)
 * and New Leads at /users for role User (SPEC.md 6). The reports' links come from their
 * definitions (packages/domain/src/reports/<report>/definition.ts). Score Templates
 * (/templates, which SPEC.md lists among the routes and admins manage) show to non-users;
 * the all-user Scores (/scores) to admins and HR, who approve scores (DESIGN.md decision 8).
 * "Users" there means role User; "non-users" are Admin, superAdmin, Manager and Viewer.
 */
export function navigationFor(viewer: Viewer): NavLink[] {
  const plainUser = viewer.role === 'User';
  const links: (NavLink | false)[] = [
    ...reportLinks(viewer, 'before-forms'),
    !viewer.isProviderUser && { path: '/AddStandup', label: 'Add Standup' },
    !viewer.isProviderUser && { path: '/AddHoursLog', label: 'Add Hours Log' },
    ...reportLinks(viewer, 'after-forms'),
    isNonUser(viewer) && { path: '/MarkLeave', label: 'Mark Holiday' },
    isNonUser(viewer) && { path: '/users', label: 'Users' },
    isNonUser(viewer) && { path: '/workspaces', label: 'WorkSpaces' },
    isNonUser(viewer) && { path: '/teams', label: 'Teams' },
    isNonUser(viewer) && { path: '/templates', label: 'Templates' },
    (isAdmin(viewer) || viewer.isHr) && { path: '/scores', label: 'Scores' },
    viewer.leadsSomeone && { path: '/scores_lead', label: 'Team Score' },
    plainUser && { path: '/score', label: 'Score' },
    plainUser && { path: '/users', label: 'New Leads' },
  ];
  return links.filter((link): link is NavLink => link !== false);
}

/**
 * Where a person lands after signing in (SPEC.md 2): their StandUp Report; HR, who is
 * neither an admin nor a lead, the Monthly Report (DESIGN.md 6.8, amended).
 */
export const landingPathFor = (viewer: Pick<Viewer, 'role' | 'isLead' | 'isHr'>) => {
  if (viewer.isHr && !isAdmin(viewer) && !viewer.isLead) return monthlyReport.path;
  return seesAllUserReports(viewer) ? standupsReport.path : myStandupsReport.path;
};
