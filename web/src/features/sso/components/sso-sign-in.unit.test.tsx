// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, renderWithApp, stubApi } from '../../../test-support/render';
import { SsoSignIn } from './sso-sign-in';

describe('the single sign-on button of the sign-in page', () => {
  it('is not there while single sign-on is not configured', async () => {
    const sent = stubApi({ status: 200, body: { providerName: null } });
    const { container } = renderWithApp(<SsoSignIn />);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/auth/sso' });
    expect(container.textContent).toBe('');
  });

  it('names the provider, and shows why a sign-in could not start', async () => {
    const sent = stubApi(
      { status: 200, body: { providerName: 'Northwind ID' } },
      apiError(503, 'sso_provider_unreachable', 'Northwind ID cannot be reached right now.'),
    );
    const { user } = renderWithApp(<SsoSignIn />);
    await user.click(await screen.findByRole('button', { name: 'Sign in with Northwind ID' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Northwind ID cannot be reached right now.',
    );
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/auth/sso',
      'POST /api/auth/sso/start',
    ]);
  });
});
