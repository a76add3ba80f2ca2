import { userListSchema, workspaceListSchema } from '@teamledger/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/browser.js';
import { useE2E } from '../support/e2e.js';
import {
  submitSignIn,
  waitForPath,
  type PersonKey,
  signInAt,
  clickNavLink,
  rowMenu,
} from '../support/people.js';
import { personId } from '../../services/api/src/test-support/sessions.js';

const e2e = useE2E();

const LANDING: Partial<Record<PersonKey, string>> = {
  admin: '/home',
  manager: '/home',
  viewer: '/home',
  user: '/home',
};

async function signInTo(key: PersonKey, path: string): Promise<Page> {
  const { page, stack } = e2e;
  await submitSignIn(page, stack.url, key);
  await waitForPath(page, LANDING[key]!);
  await page.goto(`${stack.url}${path}`);
  return page;
}

const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alert')
    .filter({ hasText: text })
    .waitFor();

const menuItems = async (page: Page, name: string) => {
  const items = await (await rowMenu(page, name)).getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
};

/**
 * A row's menu holds `items`, waited for: past the API's wait for the read models, the
 * screen fetches its lists again over the next 15 s (query-client.ts).
 */
const expectMenu = (page: Page, name: string, items: string[]) =>
  expect.poll(() => menuItems(page, name), { timeout: 20_000 }).toEqual(items);

async function apiUsers(page: Page, query = '') {
  const response = await page.request.get(`${e2e.stack.url}/api/users${query}`);
  expect(response.status()).toBe(200);
  return userListSchema.parse(await response.json()).users;
}

describe('people administration in the browser', () => {
  it('adds a user with the Add New User modal, after the schema refused a blank form', async () => {
    const page = await signInTo('admin', '/users');
    await page
      .getByRole('table', { name: 'Users' })
      .getByRole('row', { name: /Uma Patel/ })
      .waitFor();
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await dialog.getByText('Name is required.', { exact: true }).waitFor();
    await dialog.getByText('Team Name is required.').waitFor();
    await dialog.getByText('Lead 1 is required.').waitFor();
    await expectAxeClean(page);

    await dialog.getByLabel('Name', { exact: true }).fill('Nia Brooks');
    await dialog.getByLabel('Role', { exact: true }).selectOption('User');
    await dialog.getByLabel('Gender', { exact: true }).selectOption('F');
    await dialog.getByLabel('Team Name', { exact: true }).selectOption('Platform');
    await dialog.getByLabel('Lead 1', { exact: true }).selectOption({ label: 'Liam Carter' });
    const workspaces = dialog.getByRole('group', { name: 'WorkSpaces' });
    await workspaces.getByLabel('Mobile App').check();
    await workspaces.getByLabel('Platform Core').check();
    await dialog
      .getByLabel('Default WorkSpace', { exact: true })
      .selectOption({ label: 'Mobile App' });
    await dialog.getByLabel('Email', { exact: true }).fill('nia@northwind.test');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await toast(page, 'New User Added successfully.');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Nia Brooks/ }).waitFor();

    const nia = (await apiUsers(page)).find((u) => u.email === 'nia@northwind.test');
    expect(nia).toMatchObject({
      name: 'Nia Brooks',
      role: 'User',
      status: 'active',
      teamName: 'Platform',
      gender: 'F',
      leads: [{ id: personId('lead'), name: 'Liam Carter' }],
      defaultWorkspace: { name: 'Mobile App' },
    });
  });

  it('edits the user in User Detail, and an Admin sets a password they can sign in with', async () => {
    const page = await signInTo('admin', '/users');
    await (await rowMenu(page, 'Nia Brooks')).getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'User Detail' });
    await expect(dialog.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(
      'nia@northwind.test',
    );
    // The person cannot be picked as their own lead.
    const leadChoices = await dialog
      .getByLabel('Lead 2', { exact: true })
      .locator('option')
      .allTextContents();
    expect(leadChoices).not.toContain('Nia Brooks');
    await dialog
      .getByRole('list', { name: 'Status history' })
      .getByText('Registered as Active')
      .waitFor();

    await dialog.getByLabel('Username', { exact: true }).fill('Nia B. Brooks');
    await dialog.getByLabel('Lead 2', { exact: true }).selectOption({ label: 'Marco Rossi' });
    // User Detail types no password: the emergency one is its own menu item.
    await expect(dialog.getByLabel('New password').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'User Updated successfully.');
    await page.getByRole('row', { name: /Nia B\. Brooks/ }).waitFor();
    await (
      await rowMenu(page, 'Nia B. Brooks')
    )
      .getByRole('menuitem', { name: 'Set password (emergency)' })
      .click();
    const emergency = page.getByRole('dialog', { name: 'Set a password for Nia B. Brooks' });
    await emergency.getByLabel('New password', { exact: true }).fill('nia-password-1');
    await emergency.getByLabel('Confirm new password', { exact: true }).fill('nia-password-1');
    await emergency.getByRole('button', { name: 'Set password' }).click();
    await toast(page, "Nia B. Brooks's password is set. Their sessions have ended.");

    const nia = (await apiUsers(page)).find((u) => u.email === 'nia@northwind.test');
    expect(nia?.leads.map((lead) => lead.name)).toEqual(['Liam Carter', 'Marco Rossi']);
    const login = await fetch(`${e2e.stack.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nia@northwind.test', password: 'nia-password-1' }),
    });
    expect(login.status).toBe(200);
  });

  it('blocks a user after asking and activates them again from the row menu', async () => {
    const page = await signInTo('admin', '/users');
    await page
      .getByRole('table', { name: 'Users' })
      .getByRole('row', { name: /Uma Patel/ })
      .waitFor();
    // One table: the titles say what they hold, not the field names.
    const headers = await page
      .getByRole('table', { name: 'Users' })
      .getByRole('columnheader')
      .allTextContents();
    expect(headers).toEqual(
      expect.arrayContaining(['Status', 'Availability', 'Status message', 'Actions']),
    );
    expect(headers).not.toContain('UserAvailabilityStatus');
    expect(headers).not.toContain('ChangeStatus');
    expect(await page.getByRole('tab').count()).toBe(0);

    // An active person's menu holds every action that applies, destructive ones last.
    await expectMenu(page, 'Uma Patel', [
      'Edit',
      'History',
      'Resend invitation',
      'Set password (emergency)',
      'Revoke invitation',
      'End all sessions',
      'Reset two-factor sign-in',
      'Block',
      'Mark as left',
      'Delete',
    ]);

    // The keyboard opens the menu and walks it; Escape closes it.
    await page.getByRole('button', { name: 'Actions for Uma Patel' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Actions for Uma Patel' });
    await menu.waitFor();
    await expectAxeClean(page);
    // Opened from the keyboard, the menu takes the focus on its first item.
    const focused = () => page.locator(':focus').textContent();
    await expect(focused()).resolves.toBe('Edit');
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toBe('History');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // Block asks first; No leaves Uma as she is.
    await (await rowMenu(page, 'Uma Patel')).getByRole('menuitem', { name: 'Block' }).click();
    const ask = page.getByRole('dialog', { name: 'Block Uma Patel?' });
    await expectAxeClean(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect((await apiUsers(page, `?userId=${personId('user')}`))[0]?.status).toBe('active');

    await (await rowMenu(page, 'Uma Patel')).getByRole('menuitem', { name: 'Block' }).click();
    await ask.getByRole('button', { name: 'Block' }).click();
    await toast(page, 'Uma Patel is now Blocked.');
    expect((await apiUsers(page, `?userId=${personId('user')}`))[0]?.status).toBe('blocked');

    await expectMenu(page, 'Uma Patel', ['Edit', 'Activate', 'History', 'Delete']);
    await (await rowMenu(page, 'Uma Patel')).getByRole('menuitem', { name: 'Activate' }).click();
    // Activate asks too.
    await page
      .getByRole('dialog', { name: 'Activate Uma Patel?' })
      .getByRole('button', { name: 'Activate' })
      .click();
    await toast(page, 'Uma Patel is now Active.');
    expect((await apiUsers(page, `?userId=${personId('user')}`))[0]?.status).toBe('active');
  });

  it("opens a person's history from their row menu", async () => {
    const page = await signInTo('admin', '/users');
    await (await rowMenu(page, 'Uma Patel')).getByRole('menuitem', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'History of Uma Patel' });
    const history = dialog.getByRole('list', { name: 'Status history' });
    await history.getByText('Blocked → Active').waitFor();
    await history.getByText('Active → Blocked').waitFor();
    await expect(history.getByRole('listitem').first().textContent()).resolves.toContain(
      'Blocked → Active',
    );
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('accepts a waiting registration with a role, team, Lead 1 and workspaces', async () => {
    const page = await signInTo('admin', '/users');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'InActive' });
    await page.getByRole('row', { name: /Riya Shah/ }).waitFor();
    await (
      await rowMenu(page, 'Riya Shah')
    )
      .getByRole('menuitem', { name: 'Accept or reject' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Accept registration' });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.getByText('Please select Role!').waitFor();
    await dialog.getByText('Team Name is required.').waitFor();
    await dialog.getByText('Lead 1 is required.').waitFor();
    await dialog.getByText('Please select WorkSpaces!').waitFor();
    await expectAxeClean(page);

    await dialog.getByLabel('Role', { exact: true }).selectOption('Viewer');
    await dialog.getByLabel('Team Name', { exact: true }).selectOption('Platform');
    await dialog.getByLabel('Lead 1', { exact: true }).selectOption({ label: 'Liam Carter' });
    await dialog.getByRole('group', { name: 'WorkSpaces' }).getByLabel('Northwind HQ').check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await toast(page, 'Riya Shah was accepted and can now sign in.');
    await page.getByText('No record Found').waitFor();

    const riya = (await apiUsers(page)).find((u) => u.name === 'Riya Shah');
    expect(riya).toMatchObject({
      status: 'active',
      role: 'Viewer',
      teamName: 'Platform',
      leads: [{ name: 'Liam Carter' }],
      defaultWorkspace: { name: 'Northwind HQ' },
    });
  });

  it('moves a seat by drag and drop, and another with the keyboard', async () => {
    const page = await signInTo('admin', '/workspaces');
    await page.getByRole('button', { name: 'Edit Platform Core' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit WorkSpace' });
    const seats = dialog.getByRole('list', { name: 'Seat order' });
    const order = () =>
      seats
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((item) => item.querySelector('.flex-grow-1')?.textContent ?? ''),
        );
    // Nia, added above, has no seat yet: she comes after the seated people.
    await expect(order()).resolves.toEqual([
      'Liam Carter',
      'Uma Patel',
      'Pavel Novak',
      'Marco Rossi',
      'Nia B. Brooks',
    ]);
    await expectAxeClean(page);

    await seats
      .getByRole('listitem')
      .filter({ hasText: 'Pavel Novak' })
      .dragTo(seats.getByRole('listitem').filter({ hasText: 'Liam Carter' }));
    await expect(order()).resolves.toEqual([
      'Pavel Novak',
      'Liam Carter',
      'Uma Patel',
      'Marco Rossi',
      'Nia B. Brooks',
    ]);
    await dialog.getByRole('button', { name: 'Move Marco Rossi up' }).focus();
    await page.keyboard.press('Enter');
    await expect(order()).resolves.toEqual([
      'Pavel Novak',
      'Liam Carter',
      'Marco Rossi',
      'Uma Patel',
      'Nia B. Brooks',
    ]);
    await dialog.getByLabel('Hall Type', { exact: true }).selectOption('20');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'WorkSpace Updated successfully.');

    const response = await page.request.get(`${e2e.stack.url}/api/workspaces`);
    const core = workspaceListSchema
      .parse(await response.json())
      .workspaces.find((w) => w.name === 'Platform Core');
    expect(core?.hallType).toBe(20);
    expect(core?.members.map((m) => [m.name, m.seat])).toEqual([
      ['Pavel Novak', 1],
      ['Liam Carter', 2],
      ['Marco Rossi', 3],
      ['Uma Patel', 4],
      ['Nia B. Brooks', 5],
    ]);
  });

  it("offers a Manager no role above their own and no way to change an Admin's account", async () => {
    const page = await signInTo('manager', '/users');
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByRole('row', { name: /Amina Qureshi/ }).waitFor();
    // Not the emergency password: only an Admin types someone's password.
    await expectMenu(page, 'Uma Patel', [
      'Edit',
      'History',
      'Resend invitation',
      'Revoke invitation',
      'End all sessions',
      'Block',
      'Mark as left',
      'Delete',
    ]);
    await expectMenu(page, 'Amina Qureshi', ['History']);

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    const roles = dialog.getByLabel('Role', { exact: true }).locator('option');
    await expect(roles.allTextContents()).resolves.not.toContain('Admin');
    await expect(roles.allTextContents()).resolves.toContain('Manager');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('shows a Viewer the screens without any way to change them', async () => {
    const page = await signInTo('viewer', '/users');
    await page.getByRole('row', { name: /Uma Patel/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Add User' }).count()).toBe(0);
    await expectMenu(page, 'Uma Patel', ['History']);
    await page.goto(`${e2e.stack.url}/teams`);
    await page.getByRole('row', { name: /Management/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Team' }).count()).toBe(0);
    await expectAxeClean(page);
  });

  it('lets a User accept a lead from their Sales Leads, with View Ticket on its card', async () => {
    const { page, stack } = e2e;
    await signInAt(page, stack.url, 'user', '/userStandupReport');
    await waitForPath(page, '/userStandupReport');
    await clickNavLink(page, 'Sales Leads', 'People');
    await waitForPath(page, '/users');
    const card = page.getByRole('listitem').filter({ hasText: 'Dana Wells' });
    await expect(
      card.getByRole('link', { name: /View Ticket/ }).getAttribute('href'),
    ).resolves.toBe('https://northwind.assembla.test/spaces/northwind-platform/tickets/101');
    await expectAxeClean(page);
    await card.getByRole('button', { name: 'Accept lead Dana Wells' }).click();
    await toast(page, 'Lead Dana Wells accepted.');
    await card.getByText('accepted').waitFor();
    expect(await card.getByRole('button', { name: /Accept/ }).count()).toBe(0);
  });

  it('deletes a person (Riya, accepted above) only after the question is answered Delete', async () => {
    const page = await signInTo('admin', '/users');
    await (await rowMenu(page, 'Riya Shah')).getByRole('menuitem', { name: 'Delete' }).click();
    const ask = page.getByRole('dialog', { name: 'Do you want to delete this User?' });
    await ask.getByText('will no longer be able to sign in.').waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    const riya = () => apiUsers(page).then((users) => users.find((u) => u.name === 'Riya Shah'));
    expect((await riya())?.status).toBe('active');

    await (await rowMenu(page, 'Riya Shah')).getByRole('menuitem', { name: 'Delete' }).click();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'User has been deleted successfully!');
    expect(await riya()).toBeUndefined();
    const deleted = await apiUsers(page, '?status=deleted');
    expect(deleted.map((u) => u.name)).toContain('Riya Shah');
    // A deleted person has nothing left to change; their history stays.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('deleted');
    await page.getByRole('row', { name: /Riya Shah/ }).waitFor();
    await expectMenu(page, 'Riya Shah', ['Edit', 'History']);
  });
});
