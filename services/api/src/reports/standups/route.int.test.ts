import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRoadblock } from '@teamledger/domain';
import { demoWorkspaceId } from '../../demo/seed-people-admin.js';
import { clientFor, csvLines, signedInClients, type Client } from '../../test-support/client.js';
import { parseCsv } from '../../test-support/csv.js';
import { personId, seedPeople } from '../../test-support/sessions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// The demo seed gives Uma, Liam, Vera and Hira standups on most working days before today
// (Wednesday 2026-03-11). On Tuesday 2026-03-10 (the demo's day 1) each of them comes on
// time, 09:00 plus (their minutes + 1): Uma 09:01, Hira 09:05, Liam 09:08, Vera 09:13.
// Pavel's standups would come from Assembla, so he has none; the Admin and the Manager are
// not listed at all.

let t: TestApp;
let admin: Client;
let lead: Client;
let user: Client;

interface Row {
  date: string;
  user: { id: string; name: string };
  teamName: string | null;
  standup: {
    reportedAt: string;
    workspace: { id: string; name: string } | null;
    yesterday: string;
    today: string;
    roadblocks: string;
  } | null;
}

const names = (rows: Row[]) => rows.map((row) => row.user.name);
const URL = '/api/reports/standups';
const TUESDAY = `${URL}?from=2026-03-10&to=2026-03-10`;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T10:00:00.000Z'));
  await seedPeople(t.deps);
  ({ admin, lead, user } = await signedInClients(t.app, ['admin', 'lead', 'user']));
}, 60_000);
afterAll(() => t.close());

describe('GET /api/reports/standups', () => {
  it('refuses anonymous callers with 401 and a plain user with 403', async () => {
    expect((await clientFor(t.app).get(URL)).statusCode).toBe(401);
    const refused = await user.get(URL);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
  });

  it('lists the active User and Viewer people of today, none with a standup yet', async () => {
    const report = (await admin.get(URL)).json();
    expect(report).toMatchObject({
      from: '2026-03-11',
      to: '2026-03-11',
      today: '2026-03-11',
      page: 1,
      pageSize: 20,
      total: 5,
    });
    expect(names(report.rows)).toEqual([
      'Hira Hassan',
      'Liam Carter',
      'Pavel Novak',
      'Uma Patel',
      'Vera Lind',
    ]);
    expect(report.rows.every((row: Row) => row.standup === null)).toBe(true);
  });

  it('shows a seeded day: standups first by time, then the people without one', async () => {
    const response = await lead.get(TUESDAY);
    expect(response.statusCode).toBe(200);
    const rows: Row[] = response.json().rows;
    expect(rows.map((row) => [row.user.name, row.standup?.reportedAt ?? null])).toEqual([
      ['Uma Patel', '2026-03-10T09:01:00.000Z'],
      ['Hira Hassan', '2026-03-10T09:05:00.000Z'],
      ['Liam Carter', '2026-03-10T09:08:00.000Z'],
      ['Vera Lind', '2026-03-10T09:13:00.000Z'],
      ['Pavel Novak', null],
    ]);
    expect(rows.find((row) => row.user.name === 'Vera Lind')?.standup?.workspace?.name).toBe(
      'Northwind HQ',
    );
    const uma = rows.find((row) => row.user.id === personId('user'))!;
    expect(uma).toEqual({
      date: '2026-03-10',
      user: { id: personId('user'), name: 'Uma Patel' },
      teamName: 'Platform',
      leaveType: null,
      standup: {
        reportedAt: '2026-03-10T09:01:00.000Z',
        workspace: { id: demoWorkspaceId('platform'), name: 'Platform Core' },
        yesterday: expect.any(String),
        today: expect.any(String),
        roadblocks: expect.any(String),
      },
    });
  });

  it("filters 'StandUp Not Added', workspaces and users", async () => {
    const notAdded: Row[] = (await admin.get(`${TUESDAY}&workspaces=not-added`)).json().rows;
    expect(names(notAdded)).toEqual(['Pavel Novak']);

    const platform = demoWorkspaceId('platform');
    const inPlatform: Row[] = (await admin.get(`${TUESDAY}&workspaces=${platform}`)).json().rows;
    expect(inPlatform.length).toBeGreaterThan(0);
    expect(inPlatform.every((row) => row.standup?.workspace?.id === platform)).toBe(true);
    expect(names(inPlatform)).toContain('Uma Patel');

    const both: Row[] = (
      await admin.get(`${TUESDAY}&workspaces=${platform},not-added&users=${personId('user')}`)
    ).json().rows;
    expect(names(both)).toEqual(['Uma Patel']);

    const pavel: Row[] = (await admin.get(`${TUESDAY}&users=${personId('provider')}`)).json().rows;
    expect(pavel).toEqual([
      {
        date: '2026-03-10',
        user: { id: personId('provider'), name: 'Pavel Novak' },
        teamName: 'Platform',
        leaveType: null,
        standup: null,
      },
    ]);
    const admins = (await admin.get(`${TUESDAY}&users=${personId('admin')}`)).json().rows;
    expect(admins).toEqual([]);
  });

  it('heads the day with who posted, who is missing and the roadblocks; a Sunday says so', async () => {
    const tuesday = (await lead.get(TUESDAY)).json();
    const roadblocks = tuesday.rows.filter(
      (row: Row) => row.standup !== null && hasRoadblock(row.standup.roadblocks),
    ).length;
    expect(tuesday.days).toEqual([
      {
        date: '2026-03-10',
        dayOff: null,
        posted: 4,
        expected: 5,
        missing: 1, // Pavel
        onLeave: 0,
        roadblocks,
      },
    ]);
    const sunday = (await lead.get(`${URL}?from=2026-03-08&to=2026-03-08`)).json();
    expect(sunday.rows).toEqual([]);
    expect(sunday.days).toEqual([
      {
        date: '2026-03-08',
        dayOff: 'Weekend (Sunday)',
        posted: 0,
        expected: 0,
        missing: 0,
        onLeave: 0,
        roadblocks: 0,
      },
    ]);
  });

  describe('paging (20 rows a page)', () => {
    // Ten days from Monday 2 March to today, five people each of its eight working days
    // (nobody posted on the weekend of the 7th and 8th): 40 rows, 2 pages.
    const TEN_DAYS = `${URL}?from=2026-03-02&to=2026-03-11`;
    const pageOf = async (query: string, page: number) => {
      const response = await admin.get(`${query}&page=${page}`);
      expect(response.statusCode).toBe(200);
      return response.json() as { page: number; pageSize: number; total: number; rows: Row[] };
    };
    const key = (row: Row) => `${row.date} ${row.user.name}`;

    it('answers one page at a time with the total, in the report order across pages', async () => {
      const pages = await Promise.all([1, 2, 3, 4].map((page) => pageOf(TEN_DAYS, page)));
      expect(
        pages.map(({ page, pageSize, total, rows }) => [page, pageSize, total, rows.length]),
      ).toEqual([
        [1, 20, 40, 20],
        [2, 20, 40, 20],
        [3, 20, 40, 0],
        [4, 20, 40, 0],
      ]);
      const rows = pages.flatMap((page) => page.rows);
      expect(new Set(rows.map(key)).size).toBe(40);
      expect(rows.some((row) => row.date === '2026-03-07' || row.date === '2026-03-08')).toBe(
        false,
      );
      // Newest day first; today has no standup yet, so its five come by name, then Tuesday's.
      expect(rows.slice(0, 10).map(key)).toEqual([
        '2026-03-11 Hira Hassan',
        '2026-03-11 Liam Carter',
        '2026-03-11 Pavel Novak',
        '2026-03-11 Uma Patel',
        '2026-03-11 Vera Lind',
        '2026-03-10 Uma Patel',
        '2026-03-10 Hira Hassan',
        '2026-03-10 Liam Carter',
        '2026-03-10 Vera Lind',
        '2026-03-10 Pavel Novak',
      ]);
      const dates = rows.map((row) => row.date);
      expect(dates).toEqual([...dates].sort().reverse());
      // Without a page it is the first one.
      expect((await admin.get(TEN_DAYS)).json().rows).toEqual(pages[0]!.rows);
    });

    it('filters before paging, so the total counts the filtered rows', async () => {
      const all = (await Promise.all([1, 2, 3].map((page) => pageOf(TEN_DAYS, page)))).flatMap(
        (page) => page.rows,
      );
      const without = all.filter((row) => row.standup === null);
      const notAdded = await pageOf(`${TEN_DAYS}&workspaces=not-added`, 1);
      expect(without.length).toBeGreaterThan(10);
      expect(notAdded.total).toBe(without.length);
      expect(notAdded.rows.map(key)).toEqual(without.slice(0, 20).map(key));

      const uma = await pageOf(`${TEN_DAYS}&users=${personId('user')}`, 1);
      expect(uma.total).toBe(8);
      expect(uma.rows.map((row) => row.date)).toEqual(
        all.filter((row) => row.user.id === personId('user')).map((row) => row.date),
      );
    });

    it('downloads every row of the range in the CSV, whatever the page', async () => {
      const response = await admin.get(`${TEN_DAYS}&page=2`, { accept: 'text/csv' });
      expect(response.statusCode).toBe(200);
      const lines = csvLines(response);
      expect(lines).toHaveLength(41);
      expect(lines[1]).toMatch(/^2026-03-11,—,[^,]*,Hira Hassan,StandUp Not Added,,,$/);
    });

    it('refuses a page that is not a whole number from 1 with 400', async () => {
      for (const [page, message] of [
        ['0', 'Page must be at least 1'],
        ['-2', 'Page must be at least 1'],
        ['1.5', 'Page must be a whole number'],
        ['two', 'Page must be a whole number'],
      ]) {
        const response = await admin.get(`${TEN_DAYS}&page=${page}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toEqual({ page: message });
      }
    });
  });

  it('downloads StandUpReport.csv with the report columns', async () => {
    const response = await admin.get(TUESDAY, { accept: 'text/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="StandUpReport.csv"',
    );
    const lines = csvLines(response);
    expect(lines[0]).toBe(
      'Reported at,Team Name,Name,WorkSpace,What I did in the last day,What I will do today,Do you have roadblocks',
    );
    expect(lines).toHaveLength(6);
    expect(lines.find((line) => line.includes('Uma Patel'))).toMatch(
      /^9:\d\d AM,Platform,Uma Patel,Platform Core,/,
    );
    expect(lines.at(-1)).toBe('—,Platform,Pavel Novak,StandUp Not Added,,,');
  });

  it('puts a Date column first when the CSV spans several days, in a BOM and CRLF file', async () => {
    const response = await admin.get(
      `${URL}?from=2026-03-09&to=2026-03-11&users=${personId('user')}`,
      { accept: 'text/csv' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')).toHaveLength(5); // header, three days, and the final CRLF
    expect(text).not.toMatch(/[^\r]\n/);
    const lines = csvLines(response);
    expect(lines[0]).toBe(
      'Date,Reported at,Team Name,Name,WorkSpace,What I did in the last day,What I will do today,Do you have roadblocks',
    );
    expect(lines[1]).toBe('2026-03-11,—,Platform,Uma Patel,StandUp Not Added,,,');
    expect(lines[2]).toMatch(/^2026-03-10,9:\d\d AM,Platform,Uma Patel,Platform Core,/);
    expect(lines[3]).toMatch(/^2026-03-09,\d+:\d\d AM,Platform,Uma Patel,Platform Core,/);
  });

  it('refuses a bad date, bad ids and a long unfiltered range with 400 and the field', async () => {
    const badDate = await admin.get(`${URL}?from=2026-02-30&to=2026-03-01`);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.fields).toEqual({ from: 'Not a date (YYYY-MM-DD)' });
    const badUsers = await admin.get(`${TUESDAY}&users=abc`);
    expect(badUsers.statusCode).toBe(400);
    expect(badUsers.json().error.fields).toEqual({ users: 'Not a list of user ids' });
    const badSpaces = await admin.get(`${TUESDAY}&workspaces=everything`);
    expect(badSpaces.statusCode).toBe(400);
    expect(badSpaces.json().error.fields).toEqual({
      workspaces: "Not a list of workspace ids or 'not-added'",
    });
    const tooLong = await admin.get(`${URL}?from=2026-01-01&to=2026-03-11`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('Select the days less than 32 days for all users.');
    const filtered = await admin.get(
      `${URL}?from=2026-01-01&to=2026-03-11&users=${personId('user')}`,
    );
    expect(filtered.statusCode).toBe(200);
  });

  // Last: it gives Uma a standup today, which the tests above expect her not to have.
  it('keeps a multi-line answer in one CSV record, quoted, with the answer as written', async () => {
    const answers = {
      yesterday: 'Reviewed PRs\nFixed the export',
      today: 'Ship standups\r\nthen docs',
      roadblocks: 'None, "really"',
    };
    expect((await user.post('/api/standups', answers)).statusCode).toBe(200);
    const today = `${URL}?from=2026-03-11&to=2026-03-11&users=${personId('user')}`;
    const [row] = (await admin.get(today)).json().rows as Row[];
    expect(row?.standup?.yesterday).toBe('Reviewed PRs\nFixed the export');
    const response = await admin.get(today, { accept: 'text/csv' });
    expect(response.statusCode).toBe(200);
    const text = response.rawPayload.subarray(3).toString('utf8');
    expect(text).toContain('"Reviewed PRs\nFixed the export"');
    const records = parseCsv(text);
    expect(records).toHaveLength(2);
    expect(records[1]!.slice(2)).toEqual([
      'Uma Patel',
      'Platform Core',
      row!.standup!.yesterday,
      row!.standup!.today,
      'None, "really"',
    ]);
  });
});
