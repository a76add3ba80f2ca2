import { ADMIN_ROLES, allow, signedIn } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';
import { myHomeSchema, teamHomeSchema } from './contracts.js';

/** The first screen after sign-in: one endpoint per home (decision D170). */
export const homeEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/api/home/mine',
    tags: ['home'],
    summary: 'My today: whether my standup is posted, my hours and their entries',
    responses: { 200: myHomeSchema, ...errorResponses(401) },
    access: signedIn,
  }),
  team: endpoint({
    method: 'GET',
    path: '/api/home/team',
    tags: ['home'],
    summary:
      'Today for a lead or an admin: who posted, who is missing, roadblocks and how long they have lasted, who is on leave, scores waiting on me',
    responses: { 200: teamHomeSchema, ...errorResponses(401, 403) },
    access: allow({ roles: ADMIN_ROLES, lead: true }),
  }),
};
