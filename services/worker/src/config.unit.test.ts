import { describe, expect, it } from 'vitest';
import { ConfigError } from '@teamledger/platform';
import { loadWorkerConfig } from './config.js';
import { DEFAULT_RETRY_SCHEDULE } from './retry.js';

describe('worker configuration: job retries', () => {
  it('waits 30 s doubling to 1 h by default', () => {
    const config = loadWorkerConfig({});
    expect({ baseMs: config.JOB_RETRY_BASE_MS, maxMs: config.JOB_RETRY_MAX_MS }).toEqual(
      DEFAULT_RETRY_SCHEDULE,
    );
    expect(DEFAULT_RETRY_SCHEDULE).toEqual({ baseMs: 30_000, maxMs: 3_600_000 });
  });

  it('takes shorter waits from the environment, and refuses nonsense', () => {
    const config = loadWorkerConfig({ JOB_RETRY_BASE_MS: '250', JOB_RETRY_MAX_MS: '1000' });
    expect([config.JOB_RETRY_BASE_MS, config.JOB_RETRY_MAX_MS]).toEqual([250, 1000]);
    expect(() => loadWorkerConfig({ JOB_RETRY_BASE_MS: '0' })).toThrow(ConfigError);
  });
});

describe('worker configuration: the site URL reminder emails link to', () => {
  it('is the app npm start serves by default, and an http(s) URL when set', () => {
    expect(loadWorkerConfig({}).SITE_URL).toBe('http://localhost:3000');
    expect(loadWorkerConfig({ SITE_URL: 'https://teamledger.example.com' }).SITE_URL).toBe(
      'https://teamledger.example.com',
    );
    expect(() => loadWorkerConfig({ SITE_URL: 'teamledger.example.com' })).toThrow(ConfigError);
  });
});

describe('worker configuration: the provider the sync reads', () => {
  it('is Assembla by default, Jira Cloud with its site, email and token when asked', () => {
    expect(loadWorkerConfig({}).WORK_PROVIDER).toBe('assembla');
    const jira = loadWorkerConfig({
      WORK_PROVIDER: 'jira',
      JIRA_BASE_URL: 'https://northwind.atlassian.net',
      JIRA_EMAIL: 'sync@northwind.test',
      JIRA_API_TOKEN: 'token-1',
    });
    expect([jira.WORK_PROVIDER, jira.JIRA_BASE_URL, jira.JIRA_EMAIL, jira.JIRA_API_TOKEN]).toEqual([
      'jira',
      'https://northwind.atlassian.net',
      'sync@northwind.test',
      'token-1',
    ]);
    expect(() => loadWorkerConfig({ WORK_PROVIDER: 'trello' })).toThrow(ConfigError);
    const gitlab = loadWorkerConfig({
      WORK_PROVIDER: 'gitlab',
      GITLAB_URL: 'https://gitlab.example.com',
      GITLAB_TOKEN: 'glpat-1',
    });
    expect([gitlab.WORK_PROVIDER, gitlab.GITLAB_URL, gitlab.GITLAB_TOKEN]).toEqual([
      'gitlab',
      'https://gitlab.example.com',
      'glpat-1',
    ]);
  });
});
