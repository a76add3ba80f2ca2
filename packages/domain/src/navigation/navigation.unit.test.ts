import { describe, expect, it } from 'vitest';
import { isInAudience, type Viewer } from '../access/index.js';
import { monthlyReport, myStandupsReport, reports, standupsReport } from '../reports/index.js';
import { landingPathFor, navigationFor } from './navigation.js';

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

describe('navigationFor: the links that are not reports', () => {
  it.each<[string, string[]]>([
    ['Admin', [...FORMS, '/MarkLeave', '/users', '/workspaces', '/teams', '/templates', '/scores']],
    [
      'Manager',
      [...FORMS, '/MarkLeave', '/users', '/workspaces', '/teams', '/templates', '/scores'],
    ],
    ['Viewer', [...FORMS, '/MarkLeave', '/users', '/workspaces', '/teams', '/templates']],
    [
      'Viewer chosen as HR',
      [...FORMS, '/MarkLeave', '/users', '/workspaces', '/teams', '/templates', '/scores'],
    ],
    ['plain User', [...FORMS, '/score', '/users']],
    ['User who leads someone', [...FORMS, '/scores_lead', '/score', '/users']],
    ['provider User', ['/score', '/users']],
  ])('%s sees exactly these', (name, paths) => {
    const viewer = VIEWERS.find(([candidate]) => candidate === name)![1];
    expect(
      navigationFor(viewer)
        .map((link) => link.path)
        .filter((path) => !reportPaths.has(path)),
    ).toEqual(paths);
  });
});

describe('navigationFor: the report links, from their definitions', () => {
  it.each(VIEWERS)(
    '%s sees each report whose audience names them, labelled and placed by its definition',
    (_name, viewer) => {
      const links = navigationFor(viewer);
      const paths = links.map((link) => link.path);
      // The forms' place: where Add Standup would be, or after the first reports for a provider user.
      const formsAt = viewer.isProviderUser
        ? reports.filter(
            (report) =>
              report.navigation?.place === 'before-forms' &&
              isInAudience(viewer, report.navigation.audience),
          ).length
        : paths.indexOf('/AddStandup');
      let last = -1;
      for (const report of reports) {
        const at = paths.indexOf(report.path);
        const shown =
          report.navigation !== null && isInAudience(viewer, report.navigation.audience);
        expect(at >= 0, `${report.key} shown`).toBe(shown);
        if (!shown) continue;
        expect(links[at]?.label).toBe(report.navigation?.label);
        expect(at > last, `${report.key} in the order of reports`).toBe(true);
        expect(at < formsAt, `${report.key} before the forms`).toBe(
          report.navigation?.place === 'before-forms',
        );
        last = at;
      }
    },
  );

  it('gives everyone a StandUp Report first, labelled the same for both audiences', () => {
    for (const [, viewer] of VIEWERS) {
      expect(navigationFor(viewer)[0]).toEqual({
        path: viewer.isHr ? standupsReport.path : landingPathFor(viewer),
        label: 'StandUp Report',
      });
    }
  });
});

describe('landingPathFor', () => {
  it.each<[Partial<Viewer>, string]>([
    [{ role: 'Admin' }, standupsReport.path],
    [{ role: 'superAdmin' }, standupsReport.path],
    [{ role: 'Manager' }, standupsReport.path],
    [{ role: 'User', isLead: true }, standupsReport.path],
    [{ role: 'User' }, myStandupsReport.path],
    [{ role: 'Viewer' }, myStandupsReport.path],
    // HR reads every all-user report and lands on attendance (DESIGN.md 6.8, amended).
    [{ role: 'Viewer', isHr: true }, monthlyReport.path],
    [{ role: 'User', isHr: true }, monthlyReport.path],
    [{ role: 'Admin', isHr: true }, standupsReport.path],
  ])('%o lands on %s', (viewer, path) => {
    expect(landingPathFor({ ...base, ...viewer })).toBe(path);
  });
});
