export { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
export { datePresets, rangeProblem, type DatePreset, type DateRange } from './presets';
export {
  clearStoredSession,
  readSessionRange,
  SESSION_RANGE_KEY,
  useSessionRange,
} from './session-range';
export { CompanyTodayProvider, useCompanyToday } from './company-today';
export { RangeReport, type RangeReportData } from './range-report';
export {
  DatePresetsMenu,
  DateRangeFields,
  DateRangeProblem,
  type DateRangeFieldsProps,
} from './date-range-fields';
