// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, renderWithApp, stubApi } from '../../../test-support/render';
import { RegisterForm } from './register-form';

async function fillAndSend(password = 'long enough', confirmation = password) {
  const onRegistered = vi.fn();
  const { user } = renderWithApp(<RegisterForm onRegistered={onRegistered} />);
  await user.type(screen.getByLabelText('Name'), 'Nia Brooks');
  await user.type(screen.getByLabelText('Email'), 'nia@northwind.test');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.selectOptions(screen.getByLabelText('Gender'), 'F');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return { onRegistered };
}

describe('the registration form', () => {
  it('sends name, email, password and gender, and says when it is done', async () => {
    const sent = stubApi({
      status: 201,
      body: { status: 'inactive', message: 'Thank you for registering.' },
    });
    const { onRegistered } = await fillAndSend();
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledOnce(), { timeout: 20_000 });
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/auth/register',
        body: {
          name: 'Nia Brooks',
          email: 'nia@northwind.test',
          password: 'long enough',
          confirmPassword: 'long enough',
          gender: 'F',
        },
      }),
    ]);
  });

  it('says on the field when the passwords differ, and sends nothing', async () => {
    const sent = stubApi();
    await fillAndSend('long enough', 'long enougH');
    expect(
      await screen.findByText('The two passwords that you entered do not match!'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal (too many tries from one address) as the form's alert", async () => {
    stubApi(
      apiError(
        429,
        'rate_limited',
        'Too many registrations from this address. Please try again later.',
      ),
    );
    const { onRegistered } = await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Too many registrations from this address. Please try again later.',
    );
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
