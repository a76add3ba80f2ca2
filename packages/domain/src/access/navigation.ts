import { isAdmin, isNonUser, seesAllUserReports, type Viewer } from './audience.js';

export interface NavLink {
  path: string;
  label: string;
}

/**
 * The top navigation, in display order, exactly as SPEC.md section 2's audience table
 * says, plus the Monthly Report at /report2 for admins and leads (DESIGN.md section 8)
 * and New Leads at /users for role User (SPEC.md 6). Score Templates (/templates, which
 * SPEC.md lists among the routes and admins manage) show to non-users; the all-user
 * Scores (/scores) to admins and HR, who approve scores (DESIGN.md decision 8).
 * "Users" there means role User; "non-users" are Admin, superAdmin, Manager and Viewer.
 */
export function navigationFor(viewer: Viewer): NavLink[] {
  const allReports = seesAllUserReports(viewer);
  const plainUser = viewer.role === 'User';
  const links: (NavLink | false)[] = [
    allReports
      ? { path: '/StandUpReport', label: 'StandUp Report' }
      : { path: '/userStandupReport', label: 'StandUp Report' },
    plainUser && { path: '/userReport', label: 'Task Logs' },
    { path: '/TimesheetReport', label: 'TimeSheet Report' },
    { path: '/MilestoneReport', label: 'Milestone Report' },
    !viewer.isProviderUser && { path: '/AddStandup', label: 'Add Standup' },
    !viewer.isProviderUser && { path: '/AddHoursLog', label: 'Add Hours Log' },
    allReports && { path: '/report1', label: 'Login/Hours Report' },
    allReports && { path: '/report2', label: 'Monthly Report' },
    allReports && { path: '/DetailReport', label: 'Detail Report' },
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
