import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPeople } from '../../services/api/src/test-support/sessions.js';
import { useE2E } from '../support/e2e.js';
import { waitForPath, signInAt } from '../support/people.js';

const BOM = [0xef, 0xbb, 0xbf];

describe('a CSV download in Chromium', () => {
  const e2e = useE2E({ seed: false });

  // Wednesday 10:00 in the company's zone; the demo history lies in the days before.
  beforeAll(async () => {
    await e2e.stack.setClock('2026-03-11T10:00:00.000Z');
    await seedPeople(e2e.stack.deps);
  });

  it('saves Report.csv as Excel reads it: a BOM, CRLF records, a Date column and the em dash', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'user', '/userStandupReport');
    await waitForPath(page, '/userStandupReport');
    // Today's standup at 10:00 and no hours yet: the day has no time out, written '—'.
    const standup = await page.request.post(`${stack.url}/api/standups`, {
      data: { yesterday: 'Seeded days', today: 'CSV test', roadblocks: 'None' },
    });
    expect(standup.status()).toBe(200);
    await page.goto(`${stack.url}/userReport`);
    // The days' table: the entries below it show their dates the same way.
    await page
      .getByRole('region', { name: 'Task logs by day' })
      .getByRole('cell', { name: 'Mar 10, 2026', exact: true })
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Report.csv');
    const bytes = await readFile(await download.path());

    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe('Date,Standup - Time Out,Hours Available,Hours Logged,Status');
    expect(lines[1]).toBe('2026-03-11,10:00 AM - —,0,0,In progress');
    expect(bytes.includes(Buffer.from('—', 'utf8'))).toBe(true);
    expect(lines.map((line) => line.split(',')[0])).toEqual([
      'Date',
      '2026-03-11',
      '2026-03-10',
      '2026-03-09',
      '2026-03-06',
      '2026-03-05',
    ]);
  });
});
