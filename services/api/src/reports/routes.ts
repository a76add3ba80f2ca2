import type { FastifyPluginAsync } from 'fastify';
import { myStandupsRoute } from './my-standups.js';
import { userDaysRoute } from './user-days.js';

/** Report routes, one module each. */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(myStandupsRoute);
  await app.register(userDaysRoute);
};
