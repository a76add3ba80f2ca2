import { canLeadRole, ruleViolation } from '@teamledger/domain';
import type { Pool } from '@teamledger/platform';
import { findLiveTeamByName, findUserById, liveWorkspaceIds } from '@teamledger/read-models';

const LEAD_LABELS = ['Lead 1', 'Lead 2', 'Lead 3'] as const;

/**
 * What a user form points at must exist: the team (answered with its own spelling), the
 * leads as active people who can lead (not a Client), and the workspaces as live ones.
 * Checked before any command, so a refusal appends nothing.
 */
export async function checkUserReferences(
  pool: Pool,
  refs: { teamName?: string; leadIds?: readonly string[]; workspaceIds: readonly string[] },
): Promise<{ teamName: string | null }> {
  let teamName: string | null = null;
  if (refs.teamName !== undefined) {
    const team = await findLiveTeamByName(pool, refs.teamName);
    if (!team) {
      const message = `There is no team named ${refs.teamName}.`;
      throw ruleViolation('team_unknown', message, { teamName: message });
    }
    teamName = team.name;
  }
  for (const [index, leadId] of (refs.leadIds ?? []).entries()) {
    const lead = await findUserById(pool, leadId);
    const label = LEAD_LABELS[index] ?? 'A lead';
    if (!lead || lead.status !== 'active') {
      throw ruleViolation('lead_unknown', `${label} must be an active user.`, {
        [`lead${index + 1}`]: `${label} must be an active user.`,
      });
    }
    if (!canLeadRole(lead.role)) {
      throw ruleViolation('lead_cannot_lead', `${label} cannot be a Client.`, {
        [`lead${index + 1}`]: `${label} cannot be a Client.`,
      });
    }
  }
  const unique = [...new Set(refs.workspaceIds)];
  if ((await liveWorkspaceIds(pool, unique)).length !== unique.length) {
    throw ruleViolation('workspace_unknown', 'Choose WorkSpaces that exist.', {
      workspaceIds: 'Choose WorkSpaces that exist.',
    });
  }
  return { teamName };
}
