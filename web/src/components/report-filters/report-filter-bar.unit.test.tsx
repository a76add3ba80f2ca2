// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-support/render';
import { ReportFilterBar, type ReportFilter } from './report-filter-bar';

const NONE: ReportFilter = { range: null, workspaces: [], user: '', team: '' };
const TODAY = '2026-03-11';

function renderBar(applied: ReportFilter = NONE, withTeams = true) {
  const onApply = vi.fn<(filter: ReportFilter) => void>();
  const app = renderWithApp(
    <ReportFilterBar
      name="Test filters"
      idPrefix="test"
      applied={applied}
      shownRange={{ from: '2026-03-05', to: TODAY }}
      today={TODAY}
      workspaces={[
        { id: 'w1', name: 'Platform Core' },
        { id: 'w2', name: 'Mobile App' },
      ]}
      people={[{ id: 'u1', name: 'Uma Patel' }]}
      teams={withTeams ? [{ id: 't1', name: 'Platform' }] : undefined}
      onApply={onApply}
    />,
  );
  return {
    ...app,
    onApply,
    apply: () => app.user.click(screen.getByRole('button', { name: 'Apply Filter' })),
  };
}

describe('ReportFilterBar', () => {
  it("shows the report's range and keeps the server's default when the dates are untouched", async () => {
    const { apply, onApply } = renderBar();
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-03-05');
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe(TODAY);
    await apply();
    expect(onApply).toHaveBeenCalledWith(NONE);
  });

  it('applies every choice at once: team, workspaces, user and typed dates', async () => {
    const { user, apply, onApply } = renderBar();
    await user.selectOptions(screen.getByLabelText('Team'), 'Platform');
    await user.click(screen.getByRole('button', { name: /WorkSpace/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Mobile App' }));
    await user.selectOptions(screen.getByLabelText('User'), 'Uma Patel');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-03-01');
    expect(onApply).not.toHaveBeenCalled();
    await apply();
    expect(onApply).toHaveBeenCalledWith({
      range: { from: '2026-03-01', to: TODAY },
      workspaces: ['w2'],
      user: 'u1',
      team: 'Platform',
    });
  });

  it('refuses a range past tomorrow with the message on the dates', async () => {
    const { user, apply, onApply } = renderBar();
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-03-13');
    await apply();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('The range cannot go past tomorrow.')).toBeTruthy();
    expect(to.getAttribute('aria-describedby')).toBe('test-problem');
  });

  it('applies a preset at once, and offers no team select unless given teams', async () => {
    const { user, onApply } = renderBar(NONE, false);
    expect(screen.queryByLabelText('Team')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Presets' }));
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(onApply).toHaveBeenCalledWith({
      ...NONE,
      range: { from: '2026-03-10', to: '2026-03-10' },
    });
  });

  it("runs the report's own check, applies from a submit among its own fields, and clears", async () => {
    const onApply = vi.fn<(filter: ReportFilter) => void>();
    const onClear = vi.fn<() => void>();
    let fits = false;
    const { user } = renderWithApp(
      <ReportFilterBar
        name="Test filters"
        idPrefix="test"
        applied={{ ...NONE, user: 'u1' }}
        shownRange={{ from: '2026-03-05', to: TODAY }}
        today={TODAY}
        workspaces={[]}
        people={[{ id: 'u1', name: 'Uma Patel' }]}
        onApply={onApply}
        canApply={() => fits}
        onClear={onClear}
      >
        <button type="submit">Search</button>
      </ReportFilterBar>,
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onApply).not.toHaveBeenCalled();
    fits = true;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onApply).toHaveBeenCalledWith({ ...NONE, user: 'u1' });

    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(onApply).toHaveBeenCalledOnce();
    expect(screen.getByLabelText<HTMLSelectElement>('User').value).toBe('');
  });
});
