import type { Role, Team, Workspace } from '@teamledger/domain';

/** What the user forms offer to choose from, loaded once by the screen. */
export interface UserChoices {
  teams: readonly Team[];
  /** Active people, for the lead pickers. */
  people: readonly { id: string; name: string; role: Role }[];
  workspaces: readonly Workspace[];
}
