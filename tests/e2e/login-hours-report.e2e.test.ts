import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_PASSWORD,
  companyEmail,
  companyId,
  seedLoginHoursCompany,
} from '../../services/api/src/test-support/login-hours-company.js';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import { rowMenu, waitForPath } from '../support/people.js';

/** The body rows of the page's first table, each as the texts of its cells. */
async function tableRows(page: Page): Promise<string[][]> {
  const rows: string[][] = [];
  for (const row of await page.locator('table').first().locator('tbody tr').all()) {
    rows.push((await row.locator('td').allTextContents()).map((text) => text.trim()));
  }
  return rows;
}

/** The lines of a downloaded CSV, after its BOM, without the final CRLF. */
async function csvLinesOf(download: Download): Promise<string[]> {
  const text = (await readFile(await download.path())).subarray(3).toString('utf8');
  return text.slice(0, -2).split('\r\n');
}

describe('the Login/Hours Report in Chromium', () => {
  const e2e = useE2E({ seed: false });

  // The small company of login-hours-company.ts; today is Wednesday 2026-03-11, UTC. The
  // stack's worker sends to its mail catcher, as npm start does.
  beforeAll(async () => {
    const { stack } = e2e;
    await stack.setClock('2026-03-11T10:00:00.000Z');
    await seedLoginHoursCompany(stack.deps);
  }, 60_000);

  async function signInAsAdmin(page: Page, url: string) {
    await page.goto(`${url}/`);
    await page.getByLabel('Email', { exact: true }).fill(companyEmail('ada'));
    await page.getByLabel('Password', { exact: true }).fill(COMPANY_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // An admin lands on their home (D172).
    await waitForPath(page, '/home');
  }

  it('filters the week, downloads Report.csv and emails a reminder', async () => {
    const { page, stack } = e2e;
    await signInAsAdmin(page, stack.url);
    // The old provider variant's address lands on the report.
    await page.goto(`${stack.url}/report4`);
    await waitForPath(page, '/report1');
    await page.getByRole('heading', { level: 1, name: 'Login/Hours Report' }).waitFor();
    await page.getByRole('cell', { name: 'Pia Plain' }).first().waitFor();
    await expectAxeClean(page);

    // The week of Monday 2nd, team Atlas: one form, one Apply Filter.
    const filters = page.getByRole('form', { name: 'Login/Hours Report filters' });
    await filters.getByLabel('From').fill('2026-03-02');
    await filters.getByLabel('To').fill('2026-03-08');
    await filters.getByLabel('Team').selectOption('Atlas');
    await filters.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByRole('cell', { name: 'Pia Plain' }).first().waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Lea Novak' }).first().waitFor();

    // Worked out in login-hours-company.ts; Lea left on the 5th, Xan is excluded.
    const rows = await tableRows(page);
    expect(rows.map((row) => row.slice(0, 8))).toEqual([
      ['Mar 7, 2026', 'Uma Patel', 'Atlas', 'Core', '1.5', 'Not Added', '0', 'Weekend (Saturday)'],
      ['Mar 6, 2026', 'Uma Patel', 'Atlas', 'Core', '0', 'Not Added', '0', 'Holiday'],
      ['Mar 6, 2026', 'Vik Rao', 'Atlas', 'Core, Mobile', '0', 'Not Added', '0', 'Holiday'],
      ['Mar 5, 2026', 'Uma Patel', 'Atlas', 'Core', '6', '9:00 AM - 4:00 PM', '6', 'Short Leave'],
      ['Mar 5, 2026', 'Vik Rao', 'Atlas', 'Core, Mobile', '0', 'Not Added', '0', 'Absent'],
      ['Mar 4, 2026', 'Lea Novak', 'Atlas', 'Mobile', '0', 'Not Added', '0', 'Absent'],
      ['Mar 4, 2026', 'Uma Patel', 'Atlas', 'Core', '0', 'Not Added', '0', 'On leave (Sick)'],
      ['Mar 4, 2026', 'Vik Rao', 'Atlas', 'Core, Mobile', '0', 'Not Added', '0', 'Absent'],
      ['Mar 3, 2026', 'Lea Novak', 'Atlas', 'Mobile', '0', 'Not Added', '0', 'Absent'],
      ['Mar 3, 2026', 'Uma Patel', 'Atlas', 'Core', '2.5', '9:50 AM - 1:20 PM', '2.5', 'Short Day'],
      ['Mar 3, 2026', 'Vik Rao', 'Atlas', 'Core, Mobile', '0', 'Not Added', '0', 'Absent'],
      ['Mar 2, 2026', 'Lea Novak', 'Atlas', 'Mobile', '7', '9:00 AM - 5:00 PM', '7', 'Short Leave'],
      ['Mar 2, 2026', 'Uma Patel', 'Atlas', 'Core', '8', '8:55 AM - 5:40 PM', '7.75', 'Full Day'],
      [
        'Mar 2, 2026',
        'Vik Rao',
        'Atlas',
        'Core, Mobile',
        '4.5',
        '9:10 AM - 2:40 PM',
        '4.5',
        'Half Day',
      ],
    ]);
    const chart = page.getByRole('figure', {
      name: 'Hours logged against hours available per person',
    });
    await chart.getByText('Hours available').first().waitFor();
    await expectAxeClean(page);

    // Vik had neither standup nor hours on Thursday: the standup reminder comes chosen.
    await page.getByRole('button', { name: 'Send Reminder Vik Rao 2026-03-05' }).click();
    const vikDialog = page.getByRole('dialog', { name: 'Reminder Email' });
    await expect(vikDialog.getByLabel('Subject').inputValue()).resolves.toBe('standupMissing');
    await vikDialog.getByText(`Add your standup: ${stack.url}/AddStandup`).waitFor();
    await vikDialog.getByRole('button', { name: 'Cancel' }).click();
    await vikDialog.waitFor({ state: 'detached' });

    // 'At least' 6 hours, by Search.
    await filters.getByLabel('Hours', { exact: true }).selectOption('At least');
    await filters.getByLabel('Number of hours').fill('6');
    await filters.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: 'Vik Rao' }).first().waitFor({ state: 'detached' });
    expect((await tableRows(page)).map((row) => row.slice(0, 2).concat(row[4]!))).toEqual([
      ['Mar 5, 2026', 'Uma Patel', '6'],
      ['Mar 2, 2026', 'Lea Novak', '7'],
      ['Mar 2, 2026', 'Uma Patel', '8'],
    ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Report.csv');
    expect(await csvLinesOf(download)).toEqual([
      'Date,User,Team Name,Space,Total Hours,Standup - Time Out,Hours Available,Status',
      '2026-03-05,Uma Patel,Atlas,Core,6,9:00 AM - 4:00 PM,6,Short Leave',
      '2026-03-02,Lea Novak,Atlas,Mobile,7,9:00 AM - 5:00 PM,7,Short Leave',
      '2026-03-02,Uma Patel,Atlas,Core,8,8:55 AM - 5:40 PM,7.75,Full Day',
    ]);

    // A reminder to Uma about Thursday (a standup, 6 hours): the less hours reminder fits and
    // comes chosen, with the email previewed; a subject that does not fit warns.
    await page.getByRole('button', { name: 'Send Reminder Uma Patel 2026-03-05' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reminder Email' });
    const subject = dialog.getByLabel('Subject');
    await expect(subject.inputValue()).resolves.toBe('lessHours');
    const preview = dialog.getByRole('region', { name: 'Preview: Less hours reminder' });
    await preview.getByText(`Log your hours: ${stack.url}/AddHoursLog`).waitFor();
    await preview
      .getByText('Ada Stone sent you this reminder; reply to this email to answer them.')
      .waitFor();
    await subject.selectOption('Standup missing reminder');
    await dialog
      .getByText('Uma Patel already posted a standup that day. This reminder does not fit the row.')
      .waitFor();
    await expectAxeClean(page);
    // The subject stays required.
    await subject.selectOption('Choose…');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Please select a subject!').waitFor();
    await subject.selectOption('Less hours reminder');
    await dialog.getByText(/does not fit the row/).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Email sent successfully to user!')
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The worker sends it; the row follows it from queued to sent.
    await page.getByRole('status').filter({ hasText: 'Email sent' }).waitFor({ timeout: 20_000 });
    const mail = e2e.stack.mail.mails().find((caught) => caught.subject === 'Less hours reminder');
    expect(mail?.to).toBe(companyEmail('uma'));
    expect(mail?.text).toContain(
      'The hours you logged for Mar 5, 2026 are fewer than a full working day.',
    );
    // The email links, by the site's absolute URL, to the form that fixes it.
    expect(mail?.text).toContain(`Log your hours: ${stack.url}/AddHoursLog`);
    expect(mail?.html).toContain(`<a href="${stack.url}/AddHoursLog">Log your hours</a>`);
    const inbox = await e2e.context.newPage();
    await inbox.goto(e2e.stack.mail.inboxUrl);
    await inbox.getByRole('heading', { level: 2, name: 'Less hours reminder' }).waitFor();
    // Followed, the link opens the hours form.
    await inbox.goto(/Log your hours: (\S+)/.exec(mail?.text ?? '')?.[1] ?? 'no link');
    await inbox.getByRole('heading', { level: 1, name: 'Add Hours Log' }).waitFor();
    expect(new URL(inbox.url()).pathname).toBe('/AddHoursLog');
    await inbox.close();

    // Clear Filter: every team, any hours, the last 7 days again.
    await filters.getByRole('button', { name: 'Clear Filter' }).click();
    await page.getByRole('cell', { name: 'Pia Plain' }).first().waitFor();
    await expect(filters.getByLabel('Number of hours').inputValue()).resolves.toBe('');
    await expect(filters.getByLabel('Team').inputValue()).resolves.toBe('');
  });

  it('pages a month on the server, keeps the whole chart, and starts a new filter at page 1', async () => {
    const { page, stack } = e2e;
    await signInAsAdmin(page, stack.url);
    await page.goto(`${stack.url}/report1`);
    await page.getByRole('heading', { level: 1, name: 'Login/Hours Report' }).waitFor();
    // 31 days up to today: more than 100 rows, so two pages of the server's.
    const month = 'from=2026-02-09&to=2026-03-11';
    const asked = await page.request.get(`${stack.url}/api/reports/login-hours?${month}`);
    const { total, totals } = (await asked.json()) as { total: number; totals: unknown[] };
    expect(total).toBeGreaterThan(100);
    expect(total).toBeLessThanOrEqual(200);

    const filters = page.getByRole('form', { name: 'Login/Hours Report filters' });
    await filters.getByLabel('From').fill('2026-02-09');
    await filters.getByLabel('To').fill('2026-03-11');
    await filters.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByRole('button', { name: 'Page 2' }).waitFor();
    const first = await tableRows(page);
    expect(first).toHaveLength(100);
    expect(first[0]![0]).toBe('Mar 11, 2026');

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect
      .poll(() => page.locator('table').first().locator('tbody tr').count())
      .toBe(total - 100);
    const second = await tableRows(page);
    expect(second[0]![0]).not.toBe('Mar 11, 2026');
    expect(second.at(-1)![0]).toBe('Feb 9, 2026');
    // The chart is every listed person's, whatever the page.
    const chart = page.getByRole('figure', {
      name: 'Hours logged against hours available per person',
    });
    await chart.getByText('Hours available').first().waitFor();
    expect(totals.length).toBeGreaterThan(1);
    await expectAxeClean(page);

    // A new filter asks for page 1 again: the newest day first, one page only.
    await filters.getByLabel('Team').selectOption('Atlas');
    await filters.getByRole('button', { name: 'Apply Filter' }).click();
    // The page bar goes with the new answer. Not the 'Page 2' button: page 2 is the current
    // page here, shown as text, so that button is already gone before the answer arrives.
    await page
      .getByRole('navigation', { name: 'Login and hours of everyone pages' })
      .waitFor({ state: 'detached' });
    expect((await tableRows(page))[0]![0]).toBe('Mar 11, 2026');
  });

  it("opens a person's days from the User cell and downloads them", async () => {
    const { page, stack } = e2e;
    await signInAsAdmin(page, stack.url);
    await page.goto(`${stack.url}/report1`);
    await page.getByRole('link', { name: 'Uma Patel' }).first().click();
    await waitForPath(page, `/usersReport/${companyId('uma')}`);
    await page.getByRole('heading', { level: 1, name: 'Uma Patel: days' }).waitFor();

    const range = page.getByRole('form', { name: 'Date range' });
    await range.getByLabel('From').fill('2026-03-02');
    await range.getByLabel('To').fill('2026-03-08');
    await range.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('cell', { name: 'Mar 2, 2026' }).waitFor();
    expect(await tableRows(page)).toEqual([
      ['Mar 7, 2026', 'Not Added', '1.5 hours : Weekend (Saturday)'],
      ['Mar 6, 2026', 'Not Added', '0 hours : Holiday'],
      ['Mar 5, 2026', '9:00 AM', '6 hours : Short Leave'],
      ['Mar 4, 2026', 'Not Added', '0 hours : On leave (Sick)'],
      ['Mar 3, 2026', '9:50 AM', '2.5 hours : Short Day'],
      ['Mar 2, 2026', '8:55 AM', '8 hours : Full Day'],
    ]);
    await expectAxeClean(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Report.csv');
    expect(await csvLinesOf(download)).toEqual([
      'Date,Stand Up,Total Hours,Status',
      '2026-03-07,Not Added,1.5,Weekend (Saturday)',
      '2026-03-06,Not Added,0,Holiday',
      '2026-03-05,9:00 AM,6,Short Leave',
      '2026-03-04,Not Added,0,On leave (Sick)',
      '2026-03-03,9:50 AM,2.5,Short Day',
      '2026-03-02,8:55 AM,8,Full Day',
    ]);
  });

  // Last: it changes who the report lists.
  it('leaves out a person an admin excludes from HR reports in User Detail', async () => {
    const { page, stack } = e2e;
    await signInAsAdmin(page, stack.url);
    await page.goto(`${stack.url}/users`);
    await (await rowMenu(page, 'Vik Rao')).getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'User Detail' });
    const excluded = dialog.getByRole('checkbox', { name: /Excluded from HR reports/ });
    await expect(excluded.isChecked()).resolves.toBe(false);
    // The seed gave Vik no lead; User Detail needs a Lead 1.
    await dialog.getByLabel('Lead 1', { exact: true }).selectOption({ label: 'Leo Lead' });
    await excluded.check();
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('User Updated successfully.')
      .waitFor();

    await page.goto(`${stack.url}/report1`);
    await page.getByRole('cell', { name: 'Uma Patel' }).first().waitFor();
    const names = new Set((await tableRows(page)).map((row) => row[1]));
    expect([...names].sort()).toEqual(['Leo Lead', 'Pia Plain', 'Uma Patel']);
  });
});
