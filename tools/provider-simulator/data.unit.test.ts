import { describe, expect, it } from 'vitest';
import { createDataset } from './data.js';

const pavel = {
  id: 'pavel',
  email: 'provider@northwind.test',
  name: 'Pavel Novak',
  spaceIds: ['northwind-platform'],
};
const options = {
  spaces: [{ id: 'northwind-platform', name: 'Platform Core' }],
  users: [pavel],
  tasks: 31 * 4,
  days: 31,
  today: '2026-11-23',
};

describe('the simulator dataset', () => {
  it('given no first day, serves every day of the window', () => {
    const data = createDataset(options);
    const tasks = data.tasks('2026-10-01', '2026-11-23', []);
    expect(tasks).toHaveLength(31 * 4);
    expect(tasks[0]!.begin_at.slice(0, 10)).toBe('2026-10-24');
  });

  it('given a first day, serves no tasks before it, but standups over the whole window', () => {
    const data = createDataset({ ...options, from: '2026-11-20' });
    const tasks = data.tasks('2026-10-01', '2026-11-23', []);
    expect([...new Set(tasks.map((task) => task.begin_at.slice(0, 10)))]).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(tasks.every((task) => task.user_id === 'pavel')).toBe(true);
    // 21 and 22 November 2026 are a Saturday and a Sunday.
    expect(
      data.standups('northwind-platform', '2026-11-16', '2026-11-23').map((s) => s.filled_for),
    ).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-23']);
  });
});
