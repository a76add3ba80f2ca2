export { CsvDownloadButton, type CsvDownloadButtonProps } from './csv-download-button';
export { DataTable, type Column, type DataTableProps, type ServerPaging } from './data-table';
export { PaginationBar, pageWindow, type PaginationBarProps } from './pagination-bar';
export {
  RowActionButton,
  rowActionColumns,
  type RowActionButtonProps,
  type RowActionsOptions,
} from './row-actions';
