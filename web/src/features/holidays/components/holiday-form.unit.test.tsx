// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApp, stubApi } from '../../../test-support/render';
import { HolidayForm } from './holiday-form';

const added = (date: string, title: string) => ({
  status: 201,
  body: { holiday: { date, title } },
});

function renderForm() {
  const app = renderWithApp(<HolidayForm today="2026-03-11" />);
  const title = screen.getByLabelText('Holiday Title');
  const date = screen.getByLabelText('Select Date');
  const submit = screen.getByRole('button', { name: 'Add Holiday' });
  const fill = async (values: { title?: string; date?: string }) => {
    if (values.title !== undefined) {
      await app.user.clear(title);
      await app.user.type(title, values.title);
    }
    if (values.date !== undefined) {
      await app.user.clear(date);
      await app.user.type(date, values.date);
    }
  };
  return { ...app, title, date, submit, fill };
}

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('a command form (Mark Holiday)', () => {
  it("shows the schema's messages on the fields and sends nothing", async () => {
    const sent = stubApi();
    const { user, submit, title } = renderForm();
    await user.click(submit);
    expect(await screen.findByText('Holiday Title is required!')).toBeTruthy();
    expect(screen.getByText('Please select date!')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([]);
  });

  it("puts the server's field message on its field, and editing the field takes it down", async () => {
    const sent = stubApi(
      apiError(400, 'invalid_request', 'At most 100 characters.', {
        title: 'At most 100 characters.',
      }),
    );
    const { user, submit, title, fill } = renderForm();
    await fill({ title: 'Spring Day', date: '2026-03-20' });
    await user.click(submit);

    const message = await screen.findByText('At most 100 characters.');
    expect(title.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent[0]?.body).toEqual({ title: 'Spring Day', date: '2026-03-20' });

    await user.type(title, '!');
    expect(screen.queryByText('At most 100 characters.')).toBeNull();
    expect(title.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows any other refusal as one alert, which editing a field takes down', async () => {
    stubApi(apiError(409, 'holiday_exists', '2026-03-31 is already a holiday (Company Retreat).'));
    const { user, submit, date, fill } = renderForm();
    await fill({ title: 'Spring Day', date: '2026-03-31' });
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('2026-03-31 is already a holiday (Company Retreat).');
    expect(date.getAttribute('aria-invalid')).toBeNull();

    await fill({ date: '2026-03-20' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toasts a success, and the next submit takes that toast down before its own answer', async () => {
    stubApi(
      added('2026-03-20', 'Spring Day'),
      apiError(409, 'holiday_exists', '2026-03-20 is already a holiday (Spring Day).'),
    );
    const { user, submit, title, date, fill } = renderForm();
    await fill({ title: 'Spring Day', date: '2026-03-20' });
    await user.click(submit);

    expect(await toasts().findByText('Holiday Added successfully.')).toBeTruthy();
    // The form starts again for the next holiday.
    expect((title as HTMLInputElement).value).toBe('');
    expect((date as HTMLInputElement).value).toBe('');

    await fill({ title: 'Spring Day', date: '2026-03-20' });
    await user.click(submit);
    // The alert follows a round trip through the stubbed API and a render (the wait is
    // test-support/render's: seconds, for a busy machine).
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('2026-03-20 is already a holiday (Spring Day).');
    expect(toasts().queryByText('Holiday Added successfully.')).toBeNull();
  });

  it('keeps the Idempotency-Key for the same body and renews it when the body changes or succeeded', async () => {
    const sent = stubApi(
      apiError(422, 'holiday_date_window', 'Holidays can be marked from tomorrow.'),
      apiError(422, 'holiday_date_window', 'Holidays can be marked from tomorrow.'),
      added('2026-03-20', 'Spring Day'),
      added('2026-03-23', 'Spring Day'),
    );
    const { user, submit, fill } = renderForm();
    await fill({ title: 'Spring Day', date: '2026-03-11' });
    await user.click(submit);
    await screen.findByRole('alert');
    // The same body again, e.g. after a dropped connection: the same key.
    await user.click(submit);
    await screen.findByRole('alert');
    await fill({ date: '2026-03-20' });
    await user.click(submit);
    await toasts().findByText('Holiday Added successfully.');
    await fill({ title: 'Spring Day', date: '2026-03-23' });
    await user.click(submit);
    await screen.findByText('Holiday Added successfully.');

    const [first, retried, corrected, next] = sent.map((request) => request.idempotencyKey);
    expect(sent.map((request) => request.body)).toEqual([
      { title: 'Spring Day', date: '2026-03-11' },
      { title: 'Spring Day', date: '2026-03-11' },
      { title: 'Spring Day', date: '2026-03-20' },
      { title: 'Spring Day', date: '2026-03-23' },
    ]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried).toBe(first);
    expect(corrected).not.toBe(first);
    expect(next).not.toBe(corrected);
    expect(next).not.toBe(first);
  });
});
