/** The providers the sync can read (issue 32): the worker's and the API's WORK_PROVIDER. */
export const WORK_PROVIDERS = ['assembla', 'jira', 'gitlab'] as const;
export type WorkProviderName = (typeof WORK_PROVIDERS)[number];

/** How the screens name a provider and its space. */
export const PROVIDER_LABELS: Record<WorkProviderName, { name: string; space: string }> = {
  assembla: { name: 'Assembla', space: 'Assembla space' },
  jira: { name: 'Jira', space: 'Jira project key' },
  gitlab: { name: 'GitLab', space: 'GitLab project path' },
};
