export {
  getTodayStandup,
  todayStandupQueryKey,
  todayStandupQueryOptions,
  useTodayStandup,
} from './api/get-today-standup';
export { submitStandup, useSubmitStandup } from './api/submit-standup';
export { StandupForm, type StandupFormProps } from './components/standup-form';
