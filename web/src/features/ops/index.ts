export { getQuarantine, quarantineQueryKey, useQuarantine } from './api/get-quarantine';
export { retryQuarantine, useRetryQuarantine } from './api/retry-quarantine';
export { QuarantineSection } from './components/quarantine-section';
