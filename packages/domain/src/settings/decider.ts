import { type Decider, eventParser } from '../shared/index.js';
import { decideSettings, evolveSettings, type ChangeSettings } from './decide.js';
import { SETTINGS_EVENTS, type SettingsEvent } from './events.js';
import { defaultSettings, type Settings } from './types.js';

/** Settings start from the defaults of the service's COMPANY_TZ until someone changes them. */
export const settingsDecider = (
  companyTimeZone: string,
): Decider<Settings, ChangeSettings, SettingsEvent> => ({
  initialState: defaultSettings(companyTimeZone),
  evolve: evolveSettings,
  decide: decideSettings,
  parse: eventParser(SETTINGS_EVENTS),
});
