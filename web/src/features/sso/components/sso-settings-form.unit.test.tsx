// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { SsoSettingsView } from '@teamledger/domain';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApp, stubApi } from '../../../test-support/render';
import { SsoSettingsForm } from './sso-settings-form';

const stored: SsoSettingsView = {
  source: 'settings',
  issuer: 'https://id.northwind.test',
  clientId: 'teamledger',
  providerName: 'Northwind ID',
  clientSecretSet: true,
  redirectUri: 'https://teamledger.northwind.test/sso/callback',
  createUnknownPeople: false,
  passwordSignIn: 'everyone',
};

describe('the single sign-on settings form', () => {
  it('shows the redirect URI, and keeps the stored secret when the field is left empty', async () => {
    const sent = stubApi({ status: 200, body: { ...stored, passwordSignIn: 'admins' } });
    const { user } = renderWithApp(<SsoSettingsForm settings={stored} />);
    expect(screen.getByText(stored.redirectUri)).toBeTruthy();
    expect(screen.getByText('A secret is stored. Leave empty to keep it.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Password sign-in'), 'admins');
    await user.click(screen.getByLabelText(/Create people on first sign-in/));
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    await screen.findByText('Single sign-on settings saved.');
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/settings/sso',
        body: {
          issuer: 'https://id.northwind.test',
          clientId: 'teamledger',
          providerName: 'Northwind ID',
          createUnknownPeople: true,
          passwordSignIn: 'admins',
        },
      }),
    ]);
  });

  it('sends a new secret, and shows the issuer the server could not discover on its field', async () => {
    const sent = stubApi(
      apiError(422, 'sso_discovery_failed', 'No provider there.', { issuer: 'No provider there.' }),
    );
    const { user } = renderWithApp(<SsoSettingsForm settings={stored} />);
    await user.type(screen.getByLabelText('Client secret'), 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findAllByText('No provider there.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Issuer URL').getAttribute('aria-invalid')).toBe('true');
    expect(sent[0]).toMatchObject({ body: { clientSecret: 'a-new-secret' } });
  });

  it('refuses a provider without a client id before sending anything', async () => {
    const sent = stubApi();
    const { user } = renderWithApp(<SsoSettingsForm settings={stored} />);
    await user.clear(screen.getByLabelText('Client ID'));
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByText('Client ID is required!')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a provider set by the environment, unchangeable', () => {
    stubApi();
    renderWithApp(<SsoSettingsForm settings={{ ...stored, source: 'environment' }} />);
    expect(screen.getByLabelText('Issuer URL')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Client secret')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Password sign-in')).toHaveProperty('disabled', false);
  });
});
