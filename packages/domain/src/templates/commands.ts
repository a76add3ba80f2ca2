/**
 * A team belongs to at most one template; the templates are separate streams, so the API
 * reads which teams other templates hold from the templates read model and hands them in.
 */
export interface SaveTemplateData {
  name: string;
  teamIds: string[];
  fields: string[];
  /** Team ids some other live template holds. */
  teamsOfOtherTemplates: string[];
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
