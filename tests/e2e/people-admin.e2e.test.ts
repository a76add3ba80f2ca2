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

  it('edits the user in User Detail and sets a password they can sign in with', async () => {
    const page = await signInTo('admin', '/users');
    await page.getByRole('button', { name: 'Edit Nia Brooks' }).click();
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
    await dialog.getByLabel('New password', { exact: true }).fill('nia-password-1');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'User Updated successfully.');
    await page.getByRole('row', { name: /Nia B\. Brooks/ }).waitFor();

    const nia = (await apiUsers(page)).find((u) => u.email === 'nia@northwind.test');
    expect(nia?.leads.map((lead) => lead.name)).toEqual(['Liam Carter', 'Marco Rossi']);
    const login = await fetch(`${e2e.stack.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nia@northwind.test', password: 'nia-password-1' }),
    });
    expect(login.status).toBe(200);
  });

  it('blocks a user and activates them again on the Status tab', async () => {
    const page = await signInTo('admin', '/users?tab=status');
    await page.getByRole('table', { name: 'Users by status' }).waitFor();
    await expectAxeClean(page);

    // Block asks first; Cancel changes nothing.
    await page.getByRole('button', { name: 'Block Uma Patel' }).click();
    const blocking = page.getByRole('dialog', { name: 'Block Uma Patel?' });
    await blocking
      .getByText('They can no longer sign in until someone activates them again.')
      .waitFor();
    await expectAxeClean(page);
    await blocking.getByRole('button', { name: 'Cancel' }).click();
    await blocking.waitFor({ state: 'detached' });
    expect((await apiUsers(page, `?userId=${personId('user')}`))[0]?.status).toBe('active');
    await page.getByRole('button', { name: 'Block Uma Patel' }).click();
    await blocking.getByRole('button', { name: 'Yes, block' }).click();
    await toast(page, 'Uma Patel is now Blocked.');
    expect((await apiUsers(page, `?userId=${personId('user')}`))[0]?.status).toBe('blocked');

    await page.getByRole('button', { name: 'Activate Uma Patel' }).click();
    await page
      .getByRole('dialog', { name: 'Activate Uma Patel?' })
      .getByRole('button', { name: 'Yes, activate' })
      .click();
    await toast(page, 'Uma Patel is now Active.');
    expect((await apiUsers(page, `?userId=${personId('user')}`))[0]?.status).toBe('active');
  });

  it('accepts a waiting registration with a role, team, Lead 1 and workspaces', async () => {
    const page = await signInTo('admin', '/users?tab=status');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'InActive' });
    await page.getByRole('row', { name: /Riya Shah/ }).waitFor();
    await page.getByRole('button', { name: 'Detail Riya Shah' }).click();
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

  it('deletes a user only once the admin says yes', async () => {
    const registered = await fetch(`${e2e.stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Dee Leted',
        email: 'dee@elsewhere.test',
        password: 'dee-password-1',
        confirmPassword: 'dee-password-1',
      }),
    });
    expect(registered.status).toBe(201);
    const page = await signInTo('admin', '/users');
    const remove = page.getByRole('button', { name: 'Delete Dee Leted' });
    await remove.click();
    const question = page.getByRole('dialog', { name: 'Do you want to delete this User?' });
    await question
      .getByText('Dee Leted (dee@elsewhere.test) will no longer be able to sign in.')
      .waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await apiUsers(page)).find((u) => u.name === 'Dee Leted')?.status).toBe('inactive');
    await remove.click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'User has been deleted successfully!');
    await remove.waitFor({ state: 'detached' });
    const deleted = await apiUsers(page, '?status=deleted');
    expect(deleted.find((u) => u.name === 'Dee Leted')?.status).toBe('deleted');
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
    await users.getByRole('button', { name: 'Edit Uma Patel' }).waitFor();
    expect(await users.getByRole('button', { name: 'Edit Amina Qureshi' }).count()).toBe(0);
    expect(await users.getByRole('button', { name: 'Delete Amina Qureshi' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    const roles = dialog.getByLabel('Role', { exact: true }).locator('option');
    await expect(roles.allTextContents()).resolves.not.toContain('Admin');
    await expect(roles.allTextContents()).resolves.toContain('Manager');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`${e2e.stack.url}/users?tab=status`);
    const byStatus = page.getByRole('table', { name: 'Users by status' });
    await byStatus.getByRole('button', { name: 'Block Uma Patel' }).waitFor();
    expect(await byStatus.getByRole('button', { name: 'Block Amina Qureshi' }).count()).toBe(0);
    expect(await byStatus.getByRole('button', { name: 'Delete Amina Qureshi' }).count()).toBe(0);
  });

  it('shows a Viewer the screens without any way to change them', async () => {
    const page = await signInTo('viewer', '/users');
    await page.getByRole('row', { name: /Uma Patel/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Add User' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
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
});
