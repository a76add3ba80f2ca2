import type { Decider } from '../shared/decider.js';
import { decideSettings, evolveSettings, type ChangeSettings } from './decide.js';
import type { SettingsEvent } from './events.js';
import { defaultSettings, type Settings } from './types.js';

/** Settings start from the defaults of the service's COMPANY_TZ until someone changes them. */
export const settingsDecider = (
  companyTimeZone: string,
): Decider<Settings, ChangeSettings, SettingsEvent> => ({
  initialState: defaultSettings(companyTimeZone),
  evolve: evolveSettings,
  decide: decideSettings,
});
