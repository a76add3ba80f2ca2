/**
 * Membership spans many streams, so the API reads it from the read models and hands it in
 * with the command; decide stays pure. Name uniqueness holds through the team-name
 * reservation stream (name-reservation.ts), taken before these commands run.
 */
export interface CreateTeam {
  type: 'CreateTeam';
  data: { teamId: string; name: string };
}

export interface RenameTeam {
  type: 'RenameTeam';
  data: { name: string };
}

export interface DeleteTeam {
  type: 'DeleteTeam';
  data: { memberCount: number };
}

export type TeamCommand = CreateTeam | RenameTeam | DeleteTeam;
