import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localDate, type IsoDate } from '@teamledger/domain';
import { readSettings } from '@teamledger/read-models';

export interface CompanyNow {
  now: Date;
  timeZone: string;
  /** The company-local date of `now` (DESIGN.md decision 3). */
  today: IsoDate;
}

/**
 * "Now" from the service clock, seen in the company time zone of Settings: the settings
 * read with the request's session when there is one, else read now.
 */
export async function companyNow(
  app: FastifyInstance,
  request?: FastifyRequest,
): Promise<CompanyNow> {
  const settings =
    request?.companySettings ?? (await readSettings(app.deps.pool, app.deps.config.COMPANY_TZ));
  const now = app.deps.clock.now();
  const timeZone = settings.companyTimeZone;
  return { now, timeZone, today: localDate(now, timeZone) };
}
