import { describe, expect, it } from 'vitest';
import type { Viewer } from './audience.js';
import { landingPathFor } from './audience.js';
import { navigationFor } from './navigation.js';

const base: Viewer = {
  role: 'User',
  isLead: false,
  leadsSomeone: false,
  isHr: false,
  isProviderUser: false,
};

describe('navigationFor', () => {
  it.each<[string, Partial<Viewer>, string[]]>([
    [
      'Admin',
      { role: 'Admin' },
      [
        '/StandUpReport',
        '/TimesheetReport',
        '/MilestoneReport',
        '/AddStandup',
        '/AddHoursLog',
        '/report1',
        '/report2',
        '/DetailReport',
        '/MarkLeave',
        '/users',
        '/workspaces',
        '/teams',
        '/templates',
        '/scores',
      ],
    ],
    [
      'Manager',
      { role: 'Manager' },
      [
        '/StandUpReport',
        '/TimesheetReport',
        '/MilestoneReport',
        '/AddStandup',
        '/AddHoursLog',
        '/report1',
        '/report2',
        '/DetailReport',
        '/MarkLeave',
        '/users',
        '/workspaces',
        '/teams',
        '/templates',
        '/scores',
      ],
    ],
    [
      'Viewer',
      { role: 'Viewer' },
      [
        '/userStandupReport',
        '/TimesheetReport',
        '/MilestoneReport',
        '/AddStandup',
        '/AddHoursLog',
        '/MarkLeave',
        '/users',
        '/workspaces',
        '/teams',
        '/templates',
      ],
    ],
    [
      'Viewer chosen as HR',
      { role: 'Viewer', isHr: true },
      [
        '/userStandupReport',
        '/TimesheetReport',
        '/MilestoneReport',
        '/AddStandup',
        '/AddHoursLog',
        '/MarkLeave',
        '/users',
        '/workspaces',
        '/teams',
        '/templates',
        '/scores',
      ],
    ],
    [
      'plain User',
      {},
      [
        '/userStandupReport',
        '/userReport',
        '/TimesheetReport',
        '/MilestoneReport',
        '/AddStandup',
        '/AddHoursLog',
        '/score',
        '/users',
      ],
    ],
    [
      'User who leads someone',
      { isLead: true, leadsSomeone: true },
      [
        '/StandUpReport',
        '/userReport',
        '/TimesheetReport',
        '/MilestoneReport',
        '/AddStandup',
        '/AddHoursLog',
        '/report1',
        '/report2',
        '/DetailReport',
        '/scores_lead',
        '/score',
        '/users',
      ],
    ],
    [
      'provider User',
      { isProviderUser: true },
      [
        '/userStandupReport',
        '/userReport',
        '/TimesheetReport',
        '/MilestoneReport',
        '/score',
        '/users',
      ],
    ],
  ])('%s sees exactly their links', (_name, viewer, paths) => {
    expect(navigationFor({ ...base, ...viewer }).map((link) => link.path)).toEqual(paths);
  });

  it('labels both standup reports the same', () => {
    expect(navigationFor({ ...base, role: 'Admin' })[0]).toEqual({
      path: '/StandUpReport',
      label: 'StandUp Report',
    });
    expect(navigationFor(base)[0]).toEqual({ path: '/userStandupReport', label: 'StandUp Report' });
  });
});

describe('landingPathFor', () => {
  it.each<[Partial<Viewer>, string]>([
    [{ role: 'Admin' }, '/StandUpReport'],
    [{ role: 'superAdmin' }, '/StandUpReport'],
    [{ role: 'Manager' }, '/StandUpReport'],
    [{ role: 'User', isLead: true }, '/StandUpReport'],
    [{ role: 'User' }, '/userStandupReport'],
    [{ role: 'Viewer' }, '/userStandupReport'],
  ])('%o lands on %s', (viewer, path) => {
    expect(landingPathFor({ ...base, ...viewer })).toBe(path);
  });
});
