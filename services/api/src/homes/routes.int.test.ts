import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { clientFor, signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { workEvents } from '../test-support/work-events.js';

// The demo company (UTC) is seeded in January, so November has only the days below.
// Today is Wednesday 2026-11-04; the scored month is October 2026, which nobody has scored.
// Listed people: Hira Hassan (HR, Viewer), Liam Carter (lead of Uma and Pavel), Pavel
// Novak, Uma Patel, Vera Lind (Viewer).
//            Fri 30 Oct   Mon 2 Nov    Tue 3 Nov    Wed 4 Nov (today)
//   Uma      None         VPN          VPN          VPN still      -> 3 days
//   Vera                  legal        (nothing)    legal          -> 1 day
//   Liam                                            none           -> posted, no roadblock
//   Hira                                            sick leave
//   Pavel                                           (nothing)      -> missing
// Uma logged 2.5 h and 1.5 h today.

let t: TestApp;
let admin: Client;
let lead: Client;
let user: Client;
let hr: Client;
let viewer: Client;

const platform = demoWorkspaceId('platform');
const uma = personId('user');
const vera = personId('viewer');
const liam = personId('lead');
const hira = personId('hr');
const pavel = personId('provider');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-01-20T10:00:00.000Z'));
  await seedPeople(t.deps);
  const work = workEvents(t.deps.store);
  const standup = (userId: string, date: string, roadblocks: string) =>
    work.standup(userId, date, `${date}T09:00:00.000Z`, platform, roadblocks);
  await standup(uma, '2026-10-30', 'None');
  await standup(uma, '2026-11-02', 'VPN access refused');
  await standup(uma, '2026-11-03', 'VPN access refused');
  await standup(uma, '2026-11-04', 'VPN access still refused');
  await standup(vera, '2026-11-02', 'Waiting for legal');
  await standup(vera, '2026-11-04', 'Waiting for legal');
  await standup(liam, '2026-11-04', 'none');
  await work.leave(hira, '2026-11-04', '2026-11-04');
  await work.hours(uma, '2026-11-04', 2.5, '2026-11-04T11:00:00.000Z', platform);
  await work.hours(uma, '2026-11-04', 1.5, '2026-11-04T13:00:00.000Z', platform);
  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
  t.clock.set(new Date('2026-11-04T14:00:00.000Z'));
  ({ admin, lead, user, hr, viewer } = await signedInClients(t.app, [
    'admin',
    'lead',
    'user',
    'hr',
    'viewer',
  ]));
}, 60_000);
afterAll(() => t.close());

const entry = (hours: number) => ({
  id: expect.any(String),
  title: 'Work',
  workspace: 'Platform Core',
  milestone: null,
  hours,
});

describe('GET /api/home/mine', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await clientFor(t.app).get('/api/home/mine')).statusCode).toBe(401);
  });

  it("gives an employee today's standup, hours and entries", async () => {
    const response = await user.get('/api/home/mine');
    expect(response.statusCode).toBe(200);
    expect(response.json().entries).toHaveLength(2);
    expect(response.json()).toEqual({
      today: '2026-11-04',
      timeZone: 'UTC',
      dayOff: null,
      standup: { reportedAt: '2026-11-04T09:00:00.000Z', roadblocks: 'VPN access still refused' },
      leaveType: null,
      hours: 4,
      // Logged in the same instant by the fixture, so in either order.
      entries: expect.arrayContaining([2.5, 1.5].map(entry)),
    });
  });

  it('gives a person on leave their leave and no standup', async () => {
    expect((await hr.get('/api/home/mine')).json()).toMatchObject({
      standup: null,
      leaveType: 'Sick',
      hours: 0,
      entries: [],
    });
  });
});

describe('GET /api/home/team', () => {
  it('refuses anonymous callers with 401, and a plain user or HR who leads nobody with 403', async () => {
    expect((await clientFor(t.app).get('/api/home/team')).statusCode).toBe(401);
    expect((await user.get('/api/home/team')).statusCode).toBe(403);
    expect((await hr.get('/api/home/team')).statusCode).toBe(403);
    expect((await viewer.get('/api/home/team')).statusCode).toBe(403);
  });

  const today = {
    today: '2026-11-04',
    timeZone: 'UTC',
    dayOff: null,
    posted: [
      { id: liam, name: 'Liam Carter', reportedAt: '2026-11-04T09:00:00.000Z' },
      { id: uma, name: 'Uma Patel', reportedAt: '2026-11-04T09:00:00.000Z' },
      { id: vera, name: 'Vera Lind', reportedAt: '2026-11-04T09:00:00.000Z' },
    ],
    missing: [{ id: pavel, name: 'Pavel Novak' }],
    onLeave: [{ id: hira, name: 'Hira Hassan', leaveType: 'Sick' }],
    roadblocks: [
      { id: uma, name: 'Uma Patel', roadblocks: 'VPN access still refused', days: 3 },
      { id: vera, name: 'Vera Lind', roadblocks: 'Waiting for legal', days: 1 },
    ],
  };

  it('gives a lead the day of the people they lead (Uma and Pavel), and their steps to score', async () => {
    const response = await lead.get('/api/home/team');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...today,
      posted: [{ id: uma, name: 'Uma Patel', reportedAt: '2026-11-04T09:00:00.000Z' }],
      onLeave: [],
      roadblocks: [{ id: uma, name: 'Uma Patel', roadblocks: 'VPN access still refused', days: 3 }],
      scores: {
        month: '2026-10',
        monthLabel: 'Oct 2026',
        waiting: [
          { id: pavel, name: 'Pavel Novak', wait: 'yourStep' },
          { id: uma, name: 'Uma Patel', wait: 'yourStep' },
        ],
      },
    });
  });

  it('gives an admin everyone’s day, and no score waiting while no step is submitted', async () => {
    expect((await admin.get('/api/home/team')).json()).toEqual({
      ...today,
      scores: { month: '2026-10', monthLabel: 'Oct 2026', waiting: [] },
    });
  });

  it('on a Saturday, names the day off and nobody missing', async () => {
    t.clock.set(new Date('2026-11-07T10:00:00.000Z'));
    try {
      expect((await admin.get('/api/home/team')).json()).toMatchObject({
        today: '2026-11-07',
        dayOff: 'Weekend (Saturday)',
        posted: [],
        missing: [],
        onLeave: [],
        roadblocks: [],
      });
    } finally {
      t.clock.set(new Date('2026-11-04T14:00:00.000Z'));
    }
  });
});
