import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ruleViolation,
  SETTINGS_STREAM,
  settingsSchema,
  settingsViewSchema,
} from '@teamledger/domain';
import { findUserById, readSettings } from '@teamledger/read-models';
import { settingsDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { errorResponses } from '../plugins/errors.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Company settings: HR email and person, time zone, reminder schedule',
        response: { 200: settingsViewSchema, ...errorResponses(401, 403) },
      },
    },
    async () => readSettings(app.deps.pool, app.deps.config.COMPANY_TZ),
  );

  app.put(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change company settings (Admin only)',
        body: settingsSchema,
        response: { 200: settingsViewSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const { hrUserId } = request.body;
      if (hrUserId !== null) {
        const hr = await findUserById(app.deps.pool, hrUserId);
        if (!hr || hr.status !== 'active') {
          throw ruleViolation('hr_user_unknown', 'The HR person must be an active user.');
        }
      }
      await runCommand(app, request, SETTINGS_STREAM, settingsDecider(app.deps.config.COMPANY_TZ), {
        type: 'ChangeSettings',
        data: request.body,
      });
      return readSettings(app.deps.pool, app.deps.config.COMPANY_TZ);
    },
  );
};
