export { addHoliday, useAddHoliday } from './api/add-holiday';
export { deleteHoliday, useDeleteHoliday } from './api/delete-holiday';
export {
  getHolidays,
  holidaysQueryKey,
  holidaysQueryOptions,
  useHolidays,
} from './api/get-holidays';
export { HolidayForm } from './components/holiday-form';
export { HolidaysTable, type HolidaysTableProps } from './components/holidays-table';
