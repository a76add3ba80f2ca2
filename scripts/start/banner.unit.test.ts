import { describe, expect, it } from 'vitest';
import { startBanner } from './banner.mjs';

const urls = {
  appUrl: 'http://localhost:3000',
  docsUrl: 'http://localhost:3000/docs',
  inboxUrl: 'http://127.0.0.1:1080',
  projectorHealthUrl: 'http://127.0.0.1:3001/healthz',
  simulatorUrl: 'http://127.0.0.1:3100/v1 (simulator)',
};

describe('startBanner', () => {
  it('lists the app, the docs, the inbox, the projector health and the demo logins', () => {
    const banner = startBanner({
      ...urls,
      demo: {
        password: 'teamledger-demo',
        logins: [
          { email: 'admin@northwind.test', what: 'Admin' },
          { email: 'user@northwind.test', what: 'User' },
        ],
      },
    });
    expect(banner.split('\n')).toEqual([
      '',
      '-'.repeat(64),
      'Teamledger is running.',
      '',
      '  App               http://localhost:3000',
      '  API docs          http://localhost:3000/docs',
      '  Mail inbox        http://127.0.0.1:1080',
      '  Projector health  http://127.0.0.1:3001/healthz',
      '  Provider          http://127.0.0.1:3100/v1 (simulator)',
      '',
      'Demo logins (password "teamledger-demo" for all):',
      '  admin@northwind.test      Admin',
      '  user@northwind.test       User',
      '',
      'Press Ctrl+C to stop.',
      '-'.repeat(64),
      '',
    ]);
  });

  it('says where emails and provider calls go without the local stand-ins, and how to begin without the demo', () => {
    const lines = startBanner({ ...urls, inboxUrl: null, simulatorUrl: null, demo: null }).split(
      '\n',
    );
    expect(lines).toContain('  Provider          (PROVIDER_URL)');
    expect(lines).toContain('  Mail inbox        (none: emails go out through SMTP_URL)');
    expect(lines).toContain('No demo company (DEMO_SEED=0). Create the first Admin with:');
    expect(lines).toContain('  npm run admin:create -- --email E --password P --name N');
    expect(lines.some((line) => line.startsWith('Demo logins'))).toBe(false);
  });
});
