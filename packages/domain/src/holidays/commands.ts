import type { IsoDate } from '../calendar/index.js';

export interface AddHoliday {
  type: 'AddHoliday';
  /** `today` is the company-local date of now, given by the service (no clock in here). */
  data: { date: IsoDate; title: string; today: IsoDate };
}

export interface RemoveHoliday {
  type: 'RemoveHoliday';
  data: { date: IsoDate; today: IsoDate };
}

export type HolidayCommand = AddHoliday | RemoveHoliday;
