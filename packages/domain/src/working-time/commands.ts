import type { OvertimeAdjusted, WorkingTimeSet } from './events.js';

export interface SetWorkingTime {
  type: 'SetWorkingTime';
  data: WorkingTimeSet['data'];
}

export interface AdjustOvertime {
  type: 'AdjustOvertime';
  data: OvertimeAdjusted['data'];
}

export type WorkingTimeCommand = SetWorkingTime | AdjustOvertime;
