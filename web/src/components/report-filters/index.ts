export {
  ReportFilterBar,
  type FilterOption,
  type ReportFilter,
  type ReportFilterBarProps,
} from './report-filter-bar';
