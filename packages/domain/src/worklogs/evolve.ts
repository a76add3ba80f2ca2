import type { WorklogEvent } from './events.js';

export interface WorklogState {
  logged: boolean;
}

export const initialWorklogState: WorklogState = { logged: false };

export const evolveWorklog = (_state: WorklogState, _event: WorklogEvent): WorklogState => ({
  logged: true,
});
