import type { Role, Team, Workspace } from '@teamledger/domain';

/** What the user forms offer to choose from, loaded once by the screen. */
export interface UserChoices {
  /** The roles the signed-in person may give: none above their own. */
  roles: readonly Role[];
  /** Whether the signed-in person may change the account of someone with this role. */
  canManage: (role: Role) => boolean;
  teams: readonly Team[];
  /** Who can be a lead: active people, Clients left out. */
  people: readonly { id: string; name: string; role: Role }[];
  workspaces: readonly Workspace[];
}
