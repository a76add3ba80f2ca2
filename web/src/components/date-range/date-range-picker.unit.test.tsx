// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-support/render';
import { CompanyTodayProvider } from './company-today';
import { DateRangePicker } from './date-range-picker';
import type { DateRange } from './presets';
import { clearStoredSession, readSessionRange, SESSION_RANGE_KEY } from './session-range';

const TODAY = '2026-03-11';
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
/** The text of the elements that describe `element` (aria-describedby). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const ALL_USERS_MESSAGE = 'Select the days less than 32 days for all users.';

/** The picker before any report answered (today: null), the session knowing today. */
function renderPicker(allUsers: boolean) {
  const onChange = vi.fn<(range: DateRange) => void>();
  const app = renderWithApp(
    <CompanyTodayProvider value={TODAY}>
      <DateRangePicker value={null} today={null} onChange={onChange} allUsers={allUsers} />
    </CompanyTodayProvider>,
  );
  const type = async (from: string, to: string) => {
    for (const [label, value] of [
      ['From', from],
      ['To', to],
    ] as const) {
      await app.user.clear(screen.getByLabelText(label));
      await app.user.type(screen.getByLabelText(label), value);
    }
  };
  return { ...app, onChange, type };
}

describe('DateRangePicker before any report answered', () => {
  it("counts from the session's today: nothing waits for a report", () => {
    renderPicker(true);
    expect(disabled(screen.getByLabelText('From'))).toBe(false);
    expect(screen.getByLabelText('To').getAttribute('max')).toBe('2026-03-12');
    expect(disabled(screen.getByRole('button', { name: 'Presets' }))).toBe(false);
    expect(disabled(screen.getByRole('button', { name: 'Apply' }))).toBe(false);
  });

  it('offers the presets over 31 days disabled, with the reason, for every user', async () => {
    const { user, onChange } = renderPicker(true);
    await user.click(screen.getByRole('button', { name: 'Presets' }));
    const sixMonths = screen.getByRole('button', { name: '6 Month' });
    expect(sixMonths.getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getByRole('button', { name: '1 Month' }).getAttribute('aria-disabled'),
    ).toBeNull();
    expect(description(sixMonths)).toBe(
      `${ALL_USERS_MESSAGE} Choose one person for a longer range.`,
    );
    await user.click(sixMonths);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Last 30 Days' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-02-09', to: TODAY });
  });

  it('refuses a typed 32-day range beside the dates, asks nothing, and stays usable', async () => {
    const { user, onChange, type } = renderPicker(true);
    await type('2026-02-08', TODAY);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(description(screen.getByLabelText('From'))).toBe(ALL_USERS_MESSAGE);
    expect(onChange).not.toHaveBeenCalled();
    // Back out: a shorter range applies, and the message goes.
    await type('2026-02-09', TODAY);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-02-09', to: TODAY });
    expect(screen.queryByText(ALL_USERS_MESSAGE)).toBeNull();
  });

  it('takes six months for one person', async () => {
    const { user, onChange } = renderPicker(false);
    await user.click(screen.getByRole('button', { name: 'Presets' }));
    await user.click(screen.getByRole('button', { name: '6 Month' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2025-09-11', to: TODAY });
  });
});

describe('DateRangePicker when the first answer arrives late', () => {
  const week = { from: '2026-03-09', to: TODAY };
  const picker = (value: DateRange | null, onChange: (range: DateRange) => void) => (
    <CompanyTodayProvider value={TODAY}>
      <DateRangePicker value={value} today={null} onChange={onChange} />
    </CompanyTodayProvider>
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

  it('shows the range the answer used while nothing was typed', () => {
    const onChange = vi.fn<(range: DateRange) => void>();
    const { rerender } = renderWithApp(picker(null, onChange));
    rerender(picker(week, onChange));
    expect([field('From').value, field('To').value]).toEqual([week.from, week.to]);
  });

  it('keeps dates typed before it, and applies them', async () => {
    const onChange = vi.fn<(range: DateRange) => void>();
    const { rerender, user } = renderWithApp(picker(null, onChange));
    await user.type(field('From'), '2025-06-02');
    await user.type(field('To'), '2025-06-08');
    rerender(picker(week, onChange));
    expect([field('From').value, field('To').value]).toEqual(['2025-06-02', '2025-06-08']);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2025-06-02', to: '2025-06-08' });
    // Once applied, the next answer shows again.
    rerender(picker({ from: '2025-06-01', to: '2025-06-08' }, onChange));
    expect(field('From').value).toBe('2025-06-01');
  });
});

describe('the range kept for the browser session', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('opens an all-user screen on its default when the kept range is refused there', () => {
    sessionStorage.setItem(SESSION_RANGE_KEY, JSON.stringify({ from: '2025-09-11', to: TODAY }));
    expect(readSessionRange(sessionStorage, { allUsers: true })).toBeNull();
    expect(readSessionRange(sessionStorage)).toEqual({ from: '2025-09-11', to: TODAY });
  });

  it("is forgotten at Sign Out with every key of the app's, and nothing else", () => {
    sessionStorage.setItem(SESSION_RANGE_KEY, JSON.stringify({ from: '2026-03-01', to: TODAY }));
    localStorage.setItem('teamledger.other', 'x');
    localStorage.setItem('someone-else', 'y');
    clearStoredSession();
    expect(sessionStorage.getItem(SESSION_RANGE_KEY)).toBeNull();
    expect(localStorage.getItem('teamledger.other')).toBeNull();
    expect(localStorage.getItem('someone-else')).toBe('y');
  });
});
