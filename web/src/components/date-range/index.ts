export { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
export { datePresets, rangeProblem, type DatePreset, type DateRange } from './presets';
export { readSessionRange, SESSION_RANGE_KEY, useSessionRange } from './session-range';
export { RangeReport, type RangeReportData } from './range-report';
export {
  DatePresetsMenu,
  DateRangeFields,
  DateRangeProblem,
  type DateRangeFieldsProps,
} from './date-range-fields';
