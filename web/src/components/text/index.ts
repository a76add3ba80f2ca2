export { TruncatedText, type TruncatedTextProps } from './truncated-text';
export { CompanyTimeZoneProvider, DateTimeText } from './date-time-text';
