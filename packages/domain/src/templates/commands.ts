/**
 * A team belongs to at most one template; the templates are separate streams, so the rule
 * holds through a reservation per team (team-reservation.ts) the API appends first.
 */
export interface SaveTemplateData {
  name: string;
  teamIds: string[];
  fields: string[];
  /** The ids of live teams; any other id is refused. */
  liveTeamIds: string[];
}
export interface CreateTemplate {
  type: 'CreateTemplate';
  data: SaveTemplateData & { templateId: string };
}
export interface UpdateTemplate {
  type: 'UpdateTemplate';
  data: SaveTemplateData;
}
export interface DeleteTemplate {
  type: 'DeleteTemplate';
}
export type TemplateCommand = CreateTemplate | UpdateTemplate | DeleteTemplate;
