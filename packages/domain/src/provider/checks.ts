import { notFound, ruleViolation, type WorkProviderName } from '../shared/index.js';
import type { WorkspaceState } from '../workspaces/index.js';
import type { ProviderDirectory } from './events.js';

export const PROVIDER_SPACE_NOT_FOUND = 'Assembla WorkSpace Not found';
/** What a space its provider's last Sync Routine did not find is refused with. */
export const SPACE_NOT_FOUND: Record<WorkProviderName, string> = {
  assembla: PROVIDER_SPACE_NOT_FOUND,
  jira: 'The last Sync Routine found no Jira project with this key.',
  gitlab: 'The last Sync Routine found no GitLab project at this path.',
};
export const PROVIDER_EMAIL_NOT_FOUND = 'Assembla does not know this email.';
export const NOT_A_PROVIDER_SPACE = 'This WorkSpace is not an Assembla WorkSpace.';

/** Sync Milestones to this Space: only a live workspace linked to an Assembla space. */
export function assertMilestoneSyncTarget(workspace: WorkspaceState): void {
  if (!workspace.exists || workspace.deleted) throw notFound('WorkSpace');
  if (!workspace.isProviderSpace || workspace.providerSpaceId === null) {
    throw ruleViolation('not_provider_space', NOT_A_PROVIDER_SPACE);
  }
}

/**
 * A new provider workspace must name a space the last Sync Routine found. Before any Sync
 * Routine there is no directory to check against, so the id is taken as typed (D187).
 */
export function assertProviderSpaceKnown(
  directory: ProviderDirectory | null,
  providerSpaceId: string,
  provider: WorkProviderName,
): void {
  if (directory === null) return;
  if (!directory.spaces.some((space) => space.id === providerSpaceId)) {
    const message = SPACE_NOT_FOUND[provider];
    throw ruleViolation('provider_space_not_found', message, { providerSpaceId: message });
  }
}

/** A provider user must be one of the provider's people, matched by email as the sync does. */
export function assertProviderEmailKnown(directory: ProviderDirectory | null, email: string): void {
  const wanted = email.trim().toLowerCase();
  if (!directory?.users.some((user) => user.email.toLowerCase() === wanted)) {
    throw ruleViolation('provider_email_not_found', PROVIDER_EMAIL_NOT_FOUND, {
      email: PROVIDER_EMAIL_NOT_FOUND,
    });
  }
}
