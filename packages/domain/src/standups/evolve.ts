import type { StandupAnswers, StandupEvent } from './events.js';

export type StandupState = { exists: false } | (StandupAnswers & { exists: true });

export const initialStandupState: StandupState = { exists: false };

export function evolveStandup(_state: StandupState, event: StandupEvent): StandupState {
  const { yesterday, today, roadblocks } = event.data;
  return { exists: true, yesterday, today, roadblocks };
}
