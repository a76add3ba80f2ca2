import { z } from 'zod';

export const AS_OF_MESSAGE = 'Not an instant (YYYY-MM-DDTHH:MM:SSZ) from 1900 to 2100';

/**
 * An "as of" instant: ISO 8601 in UTC (or with an offset), from 1900 to 2100 as every date
 * the API takes. The answer is then what had been recorded by that instant.
 */
export const asOfSchema = z
  .string({ error: AS_OF_MESSAGE })
  .max(40, AS_OF_MESSAGE)
  .refine((value) => z.iso.datetime({ offset: true }).safeParse(value).success, {
    message: AS_OF_MESSAGE,
    abort: true,
  })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1900 && year <= 2100;
  }, AS_OF_MESSAGE)
  .transform((value) => new Date(value).toISOString());
