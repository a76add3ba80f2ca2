import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ruleViolation, SETTINGS_STREAM, settingsEndpoints } from '@teamledger/domain';
import { findUserById, readSettings } from '@teamledger/read-models';
import { settingsDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, settingsEndpoints.get, {
    handler: async () => readSettings(app.deps.pool, app.deps.config.COMPANY_TZ),
  });

  implement(app, settingsEndpoints.update, {
    handler: async (request) => {
      const { hrUserId } = request.body;
      if (hrUserId !== null) {
        const hr = await findUserById(app.deps.pool, hrUserId);
        if (!hr || hr.status !== 'active') {
          throw ruleViolation('hr_user_unknown', 'The HR person must be an active user.', {
            hrUserId: 'The HR person must be an active user.',
          });
        }
      }
      // The answer is the settings as decided, whatever the read model shows yet.
      const { state } = await runCommand(
        app,
        request,
        SETTINGS_STREAM,
        settingsDecider(app.deps.config.COMPANY_TZ),
        { type: 'ChangeSettings', data: request.body },
      );
      return state;
    },
  });
};
