import { describe, expect, it } from 'vitest';
import { isInAudience, seesAllUserReports, type Viewer } from '../access/index.js';
import { monthlyReport, myStandupsReport, reports, standupsReport } from '../reports/index.js';
import { HOME_PATH, landingPathFor, navigationFor, type NavGroup } from './navigation.js';

const base: Viewer = {
  role: 'User',
  isLead: false,
  leadsSomeone: false,
  isHr: false,
  isProviderUser: false,
};

const VIEWERS: [string, Viewer][] = [
  ['Admin', { ...base, role: 'Admin' }],
  ['Manager', { ...base, role: 'Manager' }],
  ['Viewer', { ...base, role: 'Viewer' }],
  ['Viewer chosen as HR', { ...base, role: 'Viewer', isHr: true }],
  ['plain User', base],
  ['User who leads someone', { ...base, isLead: true, leadsSomeone: true }],
  ['provider User', { ...base, isProviderUser: true }],
];

const reportPaths = new Set<string>(reports.map((report) => report.path));
const FORMS = ['/AddStandup', '/AddHoursLog'];
const HOME = HOME_PATH;
const LEAVE = '/ApplyLeave';
const APPROVALS = '/LeaveApprovals';
const TIMESHEET = '/MyTimesheet';
const TIMESHEETS = '/TimesheetApprovals';

describe('navigationFor: the links that are not reports', () => {
  it.each<[string, string[]]>([
    [
      'Admin',
      [
        HOME,
        ...FORMS,
        LEAVE,
        '/users',
        '/teams',
        '/scores',
        APPROVALS,
        TIMESHEET,
        TIMESHEETS,
        '/MarkLeave',
        '/workspaces',
        '/templates',
      ],
    ],
    [
      'Manager',
      [
        HOME,
        ...FORMS,
        LEAVE,
        '/users',
        '/teams',
        '/scores',
        APPROVALS,
        TIMESHEET,
        TIMESHEETS,
        '/MarkLeave',
        '/workspaces',
        '/templates',
      ],
    ],
    [
      'Viewer',
      [
        HOME,
        ...FORMS,
        LEAVE,
        '/users',
        '/teams',
        TIMESHEET,
        '/MarkLeave',
        '/workspaces',
        '/templates',
      ],
    ],
    [
      'Viewer chosen as HR',
      [
        ...FORMS,
        LEAVE,
        '/users',
        '/teams',
        '/scores',
        APPROVALS,
        TIMESHEET,
        TIMESHEETS,
        '/MarkLeave',
        '/workspaces',
        '/templates',
      ],
    ],
    ['plain User', [HOME, ...FORMS, LEAVE, TIMESHEET, '/score', '/users']],
    [
      'User who leads someone',
      [HOME, ...FORMS, LEAVE, '/scores_lead', APPROVALS, TIMESHEET, TIMESHEETS, '/score', '/users'],
    ],
    ['provider User', [HOME, LEAVE, TIMESHEET, '/score', '/users']],
  ])('%s sees exactly these', (name, paths) => {
    const viewer = VIEWERS.find(([candidate]) => candidate === name)![1];
    expect(
      navigationFor(viewer)
        .map((link) => link.path)
        .filter((path) => !reportPaths.has(path)),
    ).toEqual(paths);
  });

  it('groups an admin’s links: the forms on the bar, then Reports, People and Setup', () => {
    const admin = VIEWERS.find(([name]) => name === 'Admin')![1];
    const byGroup = (group: NavGroup | null) =>
      navigationFor(admin)
        .filter((link) => link.group === group)
        .map((link) => link.label);
    expect(byGroup(null)).toEqual(['Home', 'Add Standup', 'Add Hours Log', 'Apply for Leave']);
    expect(byGroup('People')).toEqual([
      'Users',
      'Teams',
      'Scores',
      'Leave Approvals',
      'My Timesheet',
      'Timesheet Approvals',
    ]);
    expect(byGroup('Setup')).toEqual(['Mark Holiday', 'WorkSpaces', 'Templates']);
    // Every report whose audience names an admin, in the definitions' order.
    expect(byGroup('Reports')).toEqual(
      reports
        .filter((report) => report.navigation && isInAudience(admin, report.navigation.audience))
        .map((report) => report.navigation!.label),
    );
    expect(byGroup('Reports').slice(0, 3)).toEqual([
      'StandUp Report',
      'TimeSheet Report',
      'Milestone Report',
    ]);
  });

  it('names the sales leads of a User for what they are', () => {
    expect(navigationFor(base).find((link) => link.path === '/users')).toEqual({
      path: '/users',
      label: 'Sales Leads',
      group: 'People',
    });
  });
});

describe('navigationFor: the report links, from their definitions', () => {
  it.each(VIEWERS)(
    '%s sees each report whose audience names them, labelled and placed by its definition',
    (_name, viewer) => {
      const links = navigationFor(viewer);
      const paths = links.map((link) => link.path);
      // SPEC.md's reports before its forms come first in the Reports group.
      let afterForms = false;
      let last = -1;
      for (const report of reports) {
        const at = paths.indexOf(report.path);
        const shown =
          report.navigation !== null && isInAudience(viewer, report.navigation.audience);
        expect(at >= 0, `${report.key} shown`).toBe(shown);
        if (!shown || report.navigation?.place !== 'before-forms') continue;
        expect(links[at]?.label).toBe(report.navigation.label);
        expect(links[at]?.group).toBe('Reports');
        expect(at > last, `${report.key} in the order of reports`).toBe(true);
        last = at;
      }
      for (const report of reports) {
        if (report.navigation?.place !== 'after-forms') continue;
        if (!isInAudience(viewer, report.navigation.audience)) continue;
        const at = paths.indexOf(report.path);
        expect(links[at]?.label).toBe(report.navigation.label);
        expect(links[at]?.group).toBe('Reports');
        expect(at > last, `${report.key} after the reports before the forms`).toBe(true);
        afterForms = true;
        last = at;
      }
      // The group's links follow one another: the forms come after the last report.
      const forms = paths.indexOf(LEAVE);
      expect(forms > last).toBe(true);
      expect(afterForms).toBe(seesAllUserReports(viewer));
    },
  );

  it('gives everyone a StandUp Report first among the reports, labelled the same for both audiences', () => {
    for (const [, viewer] of VIEWERS) {
      expect(navigationFor(viewer).find((link) => link.group === 'Reports')).toEqual({
        path: seesAllUserReports(viewer) ? standupsReport.path : myStandupsReport.path,
        label: 'StandUp Report',
        group: 'Reports',
      });
    }
  });

  it('gives everyone with a home the link to it first', () => {
    for (const [, viewer] of VIEWERS) {
      const first = navigationFor(viewer)[0];
      if (viewer.isHr) expect(first?.path).not.toBe(HOME);
      else expect(first).toEqual({ path: HOME, label: 'Home', group: null });
    }
  });
});

describe('landingPathFor', () => {
  it.each<[Partial<Viewer>, string]>([
    [{ role: 'Admin' }, HOME],
    [{ role: 'superAdmin' }, HOME],
    [{ role: 'Manager' }, HOME],
    [{ role: 'User', isLead: true }, HOME],
    [{ role: 'User' }, HOME],
    [{ role: 'Viewer' }, HOME],
    // HR reads every all-user report and lands on attendance (DESIGN.md 6.8, amended).
    [{ role: 'Viewer', isHr: true }, monthlyReport.path],
    [{ role: 'User', isHr: true }, monthlyReport.path],
    [{ role: 'Admin', isHr: true }, HOME],
  ])('%o lands on %s', (viewer, path) => {
    expect(landingPathFor({ ...base, ...viewer })).toBe(path);
  });
});
