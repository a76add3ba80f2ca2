export { TruncatedText, type TruncatedTextProps } from './truncated-text';
export {
  CompanyTimeZoneProvider,
  DateTimeText,
  useAsOfText,
  useCompanyTimeZone,
} from './date-time-text';
