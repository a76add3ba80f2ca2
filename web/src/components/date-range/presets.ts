import { addDays, addMonths, type IsoDate } from '@teamledger/domain';

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

export interface DatePreset extends DateRange {
  label: string;
}

/** SPEC.md 5's presets, counted back from the company's today. */
export function datePresets(today: IsoDate): DatePreset[] {
  return [
    { label: 'Yesterday', from: addDays(today, -1), to: addDays(today, -1) },
    { label: 'Last 1 week', from: addDays(today, -7), to: today },
    { label: 'Last 2 week', from: addDays(today, -14), to: today },
    { label: 'Last 30 Days', from: addDays(today, -30), to: today },
    { label: '1 Month', from: addMonths(today, -1), to: today },
    { label: '6 Month', from: addMonths(today, -6), to: today },
  ];
}

/** Why a range cannot be used, or null when it can (SPEC.md 9: never past tomorrow). */
export function rangeProblem(range: Partial<DateRange>, today: IsoDate): string | null {
  if (!range.from || !range.to) return 'Choose both a start and an end date.';
  if (range.from > range.to) return 'The start date is after the end date.';
  if (range.to > addDays(today, 1)) return 'The range cannot go past tomorrow.';
  return null;
}
