/**
 * Uniqueness of a name and membership span many streams, so the API reads them from the
 * read models and hands the answer in with the command; decide stays pure.
 */
export interface CreateTeam {
  type: 'CreateTeam';
  data: { teamId: string; name: string; nameTaken: boolean };
}

export interface RenameTeam {
  type: 'RenameTeam';
  data: { name: string; nameTaken: boolean };
}

export interface DeleteTeam {
  type: 'DeleteTeam';
  data: { memberCount: number };
}

export type TeamCommand = CreateTeam | RenameTeam | DeleteTeam;
