// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test-support/render';
import { HorizontalBarChart } from './horizontal-bar-chart';

const SERIES = [{ key: 'hours', name: 'Hours', color: '#0d6efd' }] as const;
const people = (count: number, prefix = 'Person') =>
  Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i + 1}`, hours: i }));

describe('HorizontalBarChart', () => {
  beforeEach(() => {
    // recharts sizes a responsive chart with ResizeObserver, which jsdom has not.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('shows ten rows at a time, with Previous and Next for the others', async () => {
    const user = userEvent.setup();
    render(<HorizontalBarChart title="Hours" rows={people(25)} category="name" series={SERIES} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('1–10 of 25')).toBeDefined();
    expect(previous).toHaveProperty('disabled', true);
    await user.click(next);
    expect(screen.getByText('11–20 of 25')).toBeDefined();
    await user.click(next);
    expect(screen.getByText('21–25 of 25')).toBeDefined();
    expect(next).toHaveProperty('disabled', true);
    await user.click(previous);
    expect(screen.getByText('11–20 of 25')).toBeDefined();
  });

  it('starts again at the first rows when the rows change, and has no pager for ten', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <HorizontalBarChart title="Hours" rows={people(25)} category="name" series={SERIES} />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    rerender(
      <HorizontalBarChart
        title="Hours"
        rows={people(12, 'Other')}
        category="name"
        series={SERIES}
      />,
    );
    expect(screen.getByText('1–10 of 12')).toBeDefined();
    rerender(
      <HorizontalBarChart title="Hours" rows={people(10)} category="name" series={SERIES} />,
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
