import { describe, expect, it } from 'vitest';
import { navItems } from './app-shell';

const link = (label: string, group: string | null = null) => ({
  path: `/${label.toLowerCase()}`,
  label,
  group,
});

describe('the bar’s items', () => {
  it('keeps links without a group on the bar, and makes one menu per group where it first appears', () => {
    const items = navItems([
      link('Home'),
      link('Standups', 'Reports'),
      link('Monthly', 'Reports'),
      link('Add'),
      link('Users', 'People'),
      link('Holidays', 'Setup'),
      link('Teams', 'People'),
    ]);
    expect(
      items.map((item) =>
        item.kind === 'link'
          ? item.link.label
          : `${item.label}: ${item.links.map((l) => l.label).join(', ')}`,
      ),
    ).toEqual([
      'Home',
      'Reports: Standups, Monthly',
      'Add',
      'People: Users, Teams',
      'Setup: Holidays',
    ]);
  });

  it('gives no menu for no links', () => {
    expect(navItems([])).toEqual([]);
  });
});
