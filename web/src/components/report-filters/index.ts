export {
  ALL_REPORT_FILTER,
  ReportFilterBar,
  type FilterOption,
  type ReportFilter,
  type ReportFilterBarProps,
} from './report-filter-bar';
export { PhoneFilters } from './phone-filters';
