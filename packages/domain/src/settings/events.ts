import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';
import { storedSettingsSchema } from './types.js';

const settingsChangedData = z.object({
  changes: storedSettingsSchema.partial(),
  previous: storedSettingsSchema.partial(),
});

/** An admin changed company settings; `previous` keeps the old values for audit. */
export interface SettingsChanged {
  type: 'SettingsChanged';
  data: z.infer<typeof settingsChangedData>;
}

export type SettingsEvent = SettingsChanged;

export const SETTINGS_EVENTS = {
  SettingsChanged: { schema: settingsChangedData },
} satisfies EventDefinitions<SettingsEvent>;

export const SETTINGS_EVENT_TYPES = [
  'SettingsChanged',
] as const satisfies readonly SettingsEvent['type'][];

export const SETTINGS_STREAM = 'settings';
