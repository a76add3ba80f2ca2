import { describe, expect, it } from 'vitest';
import { ConfigError } from '@teamledger/platform';
import { DEVELOPMENT_TWO_FACTOR_KEY, loadApiConfig } from './config.js';

describe('API configuration', () => {
  it('works with no variables at all on a machine with local services', () => {
    const config = loadApiConfig({});
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/teamledger');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.PORT).toBe(3000);
    expect(config.COMPANY_TZ).toBe('UTC');
    expect(config.TEST_CLOCK).toBe(false);
    expect(config.SERVE_WEB).toBe(false);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadApiConfig({
        DATABASE_URL: 'mysql://localhost/x',
        REDIS_URL: 'not a url',
        PORT: '70000',
        COMPANY_TZ: 'Mars/Olympus',
        TEST_CLOCK: 'yes',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'COMPANY_TZ',
      'DATABASE_URL',
      'PORT',
      'REDIS_URL',
      'TEST_CLOCK',
    ]);
    expect(problems.find((p) => p.startsWith('COMPANY_TZ'))).toContain('(got "Mars/Olympus")');
  });

  it('refuses the development JWT secret in production', () => {
    expect(() => loadApiConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: must be set/);
    const key = Buffer.alloc(32, 7).toString('base64');
    const config = loadApiConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      TWO_FACTOR_KEY: key,
    });
    expect(config.SERVE_WEB).toBe(true);
  });

  it('refuses the development two-factor key in production, and a key of the wrong size', () => {
    expect(() => loadApiConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /TWO_FACTOR_KEY: must be set to a key of your own/,
    );
    expect(() => loadApiConfig({ TWO_FACTOR_KEY: 'c2hvcnQ=' })).toThrow(
      /TWO_FACTOR_KEY: must be 32 random bytes/,
    );
    expect(loadApiConfig({}).TWO_FACTOR_KEY).toBe(DEVELOPMENT_TWO_FACTOR_KEY);
  });

  it('logs requests at info unless REQUEST_LOG_LEVEL says otherwise', () => {
    expect(loadApiConfig({}).REQUEST_LOG_LEVEL).toBe('info');
    expect(loadApiConfig({ REQUEST_LOG_LEVEL: 'debug' }).REQUEST_LOG_LEVEL).toBe('debug');
    expect(() => loadApiConfig({ REQUEST_LOG_LEVEL: 'loud' })).toThrow(/REQUEST_LOG_LEVEL: /);
  });

  it('bounds slow clients by default, and refuses headers given longer than the request', () => {
    expect(loadApiConfig({})).toMatchObject({
      HTTP_REQUEST_TIMEOUT_MS: 30_000,
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
      HTTP_MAX_CONNECTIONS: 1_024,
    });
    expect(() => loadApiConfig({ HTTP_REQUEST_TIMEOUT_MS: '0' })).toThrow(
      /HTTP_REQUEST_TIMEOUT_MS: /,
    );
    expect(() =>
      loadApiConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '6000' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS/);
  });

  it('treats empty variables as unset', () => {
    expect(loadApiConfig({ PORT: '', COMPANY_TZ: '' }).PORT).toBe(3000);
  });

  it('takes single sign-on from the environment only whole, from an https issuer', () => {
    expect(
      loadApiConfig({
        OIDC_ISSUER: 'https://id.northwind.test',
        OIDC_CLIENT_ID: 'teamledger',
        OIDC_CLIENT_SECRET: 'secret',
      }),
    ).toMatchObject({ OIDC_ISSUER: 'https://id.northwind.test', OIDC_PROVIDER_NAME: 'SSO' });
    expect(loadApiConfig({}).OIDC_ISSUER).toBeUndefined();
    expect(() => loadApiConfig({ OIDC_ISSUER: 'https://id.northwind.test' })).toThrow(
      /OIDC_CLIENT_ID: is needed with the other OIDC_ settings/,
    );
    expect(() =>
      loadApiConfig({
        OIDC_ISSUER: 'http://id.northwind.test',
        OIDC_CLIENT_ID: 'teamledger',
        OIDC_CLIENT_SECRET: 'secret',
      }),
    ).toThrow(/OIDC_ISSUER: Use the https:\/\/ address/);
  });
});
