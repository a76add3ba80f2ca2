import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatDay, holidayStream, HOLIDAYS_PAGE_SIZE, holidayEndpoints } from '@teamledger/domain';
import { allHolidays, listHolidays } from '@teamledger/read-models';
import { companyNow } from '../calendar/company-today.js';
import { holidayDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { implement } from '../implement.js';

export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, holidayEndpoints.list, {
    handler: async (request, reply) => {
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
  });

  implement(app, holidayEndpoints.add, {
    handler: async (request, reply) => {
      const { date, title } = request.body;
      const { today } = await companyNow(app);
      await runCommand(app, request, holidayStream(date), holidayDecider, {
        type: 'AddHoliday',
        data: { date, title, today },
      });
      return reply.status(201).send({ holiday: { date, title } });
    },
  });

  implement(app, holidayEndpoints.remove, {
    handler: async (request) => {
      const { date } = request.params;
      const { today } = await companyNow(app);
      await runCommand(app, request, holidayStream(date), holidayDecider, {
        type: 'RemoveHoliday',
        data: { date, today },
      });
      return { date };
    },
  });
};
