import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  formatDay,
  holidayDateParamsSchema,
  holidayInputSchema,
  holidayListQuerySchema,
  holidayListSchema,
  holidaySchema,
  holidayStream,
  HOLIDAYS_PAGE_SIZE,
} from '@teamledger/domain';
import { allHolidays, listHolidays } from '@teamledger/read-models';
import { companyNow } from '../calendar/company-today.js';
import { holidayDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { errorResponses } from '../plugins/errors.js';

export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/holidays',
    {
      schema: {
        tags: ['holidays'],
        summary:
          'Company holidays, 20 per page, latest first; Accept: text/csv gives LeavesList.csv',
        querystring: holidayListQuerySchema,
        response: { 200: holidayListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      if (wantsCsv(request)) {
        const holidays = await allHolidays(app.deps.pool);
        return sendCsv(
          reply,
          'LeavesList.csv',
          ['Sr#', 'Date', 'Title'],
          holidays.map((holiday, index) => [index + 1, formatDay(holiday.date), holiday.title]),
        );
      }
      const { page } = request.query;
      const [{ holidays, total }, { today }] = await Promise.all([
        listHolidays(app.deps.pool, { page, pageSize: HOLIDAYS_PAGE_SIZE }),
        companyNow(app),
      ]);
      return { holidays, page, pageSize: HOLIDAYS_PAGE_SIZE, total, today };
    },
  );

  app.post(
    '/api/holidays',
    {
      schema: {
        tags: ['holidays'],
        summary: 'Mark a holiday, from tomorrow to one month ahead',
        body: holidayInputSchema,
        response: {
          201: z.object({ holiday: holidaySchema }),
          ...errorResponses(400, 401, 403, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { date, title } = request.body;
      const { today } = await companyNow(app);
      await runCommand(app, request, holidayStream(date), holidayDecider, {
        type: 'AddHoliday',
        data: { date, title, today },
      });
      return reply.status(201).send({ holiday: { date, title } });
    },
  );

  app.delete(
    '/api/holidays/:date',
    {
      schema: {
        tags: ['holidays'],
        summary: 'Delete a holiday that is still ahead',
        params: holidayDateParamsSchema,
        response: {
          200: z.object({ date: z.string() }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const { date } = request.params;
      const { today } = await companyNow(app);
      await runCommand(app, request, holidayStream(date), holidayDecider, {
        type: 'RemoveHoliday',
        data: { date, today },
      });
      return { date };
    },
  );
};
