import { type Decider, eventParser } from '../shared/index.js';
import {
  decideProviderSync,
  evolveProviderSync,
  initialProviderSyncState,
  type ProviderSyncCommand,
  type ProviderSyncState,
} from './decide.js';
import { PROVIDER_EVENTS, type ProviderEvent } from './events.js';

export const providerSyncDecider: Decider<ProviderSyncState, ProviderSyncCommand, ProviderEvent> = {
  initialState: initialProviderSyncState,
  evolve: evolveProviderSync,
  decide: decideProviderSync,
  parse: eventParser(PROVIDER_EVENTS),
};
