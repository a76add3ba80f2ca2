export { useOvertime, useWorkingTime, workingTimeQueryKey } from './api/working-time';
export { WorkingTimeModal, type WorkingTimePerson } from './components/working-time-modal';
export { MyOvertime } from './components/my-overtime';
