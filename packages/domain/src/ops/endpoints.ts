import { z } from 'zod';
import { allow, SETTINGS_ROLES } from '../access/index.js';
import { endpoint, errorResponses } from '../shared/index.js';

/** An event a read model could not apply: it went past it and recorded why. */
export const quarantinedEventSchema = z.object({
  readModel: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  /** Its position in the log, as a decimal string. */
  position: z.string(),
  reason: z.string(),
  quarantinedAt: z.iso.datetime(),
});
export type QuarantinedEventView = z.infer<typeof quarantinedEventSchema>;

export const quarantineSchema = z.object({ events: z.array(quarantinedEventSchema) });

/** A retry rebuilds these read models from the log, the quarantined events with them. */
export const quarantineRetrySchema = z.object({ rebuilding: z.array(z.string()) });

export const opsEndpoints = {
  quarantine: endpoint({
    method: 'GET',
    path: '/api/ops/quarantine',
    tags: ['ops'],
    summary: 'Events a read model could not apply and went past, with the reason (Admin only)',
    responses: { 200: quarantineSchema, ...errorResponses(401, 403) },
    access: allow({ roles: SETTINGS_ROLES }),
  }),
  retryQuarantine: endpoint({
    method: 'POST',
    path: '/api/ops/quarantine/retry',
    tags: ['ops'],
    summary:
      'Apply the quarantined events again after a fix: rebuilds the read models holding them (Admin only)',
    responses: { 200: quarantineRetrySchema, ...errorResponses(401, 403) },
    access: allow({ roles: SETTINGS_ROLES }),
  }),
};
