import type { Role, Team, Workspace } from '@teamledger/domain';

/** What the user forms offer to choose from, loaded once by the screen. */
export interface UserChoices {
  teams: readonly Team[];
  /** Who can be a lead: active people, Clients left out. */
  people: readonly { id: string; name: string; role: Role }[];
  workspaces: readonly Workspace[];
}
