import type { Settings } from './types.js';

/** An admin changed company settings; `previous` keeps the old values for audit. */
export interface SettingsChanged {
  type: 'SettingsChanged';
  data: { changes: Partial<Settings>; previous: Partial<Settings> };
}

export type SettingsEvent = SettingsChanged;
export const SETTINGS_EVENT_TYPES = [
  'SettingsChanged',
] as const satisfies readonly SettingsEvent['type'][];

export const SETTINGS_STREAM = 'settings';
