import type { SettingsEvent } from './events.js';
import type { Settings } from './types.js';

export interface ChangeSettings {
  type: 'ChangeSettings';
  /** A field left out is kept. */
  data: Partial<Settings>;
}

export function evolveSettings(state: Settings, event: SettingsEvent): Settings {
  return { ...state, ...event.data.changes };
}

/** Records only the fields that really change, so the audit trail stays readable. */
export function decideSettings(command: ChangeSettings, state: Settings): SettingsEvent[] {
  const changes: Partial<Settings> = {};
  const previous: Partial<Settings> = {};
  for (const key of Object.keys(command.data) as (keyof Settings)[]) {
    if (JSON.stringify(command.data[key]) === JSON.stringify(state[key])) continue;
    Object.assign(changes, { [key]: command.data[key] });
    Object.assign(previous, { [key]: state[key] });
  }
  return Object.keys(changes).length
    ? [{ type: 'SettingsChanged', data: { changes, previous } }]
    : [];
}
