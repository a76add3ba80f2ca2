export {
  getTodayStandup,
  todayStandupQueryKey,
  todayStandupQueryOptions,
  useTodayStandup,
} from './api/get-today-standup';
export { submitStandup, useSubmitStandup } from './api/submit-standup';
export { StandupForm, type StandupFormProps } from './components/standup-form';
export { correctStandup, useCorrectStandup } from './api/correct-standup';
export {
  StandupCorrectionForm,
  type StandupCorrectionFormProps,
} from './components/standup-correction-form';
export { StandupHistoryList } from './components/standup-history';
