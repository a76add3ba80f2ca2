import type { IsoDate } from '../calendar/index.js';
import type { LeaveApplied } from './events.js';

export interface ApplyForLeave {
  type: 'ApplyForLeave';
  /** `today` is the company-local date of now. */
  data: LeaveApplied['data'] & { today: IsoDate };
}

export type LeaveCommand = ApplyForLeave;
