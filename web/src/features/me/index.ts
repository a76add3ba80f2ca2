export { updateAvailability, useUpdateAvailability } from './api/update-availability';
export { updateProfile, useUpdateProfile } from './api/update-profile';
export { AvailabilityForm } from './components/availability-form';
export { ProfileForm, type ProfileFormProps } from './components/profile-form';
export {
  endMySession,
  getMySessions,
  mySessionsQueryKey,
  mySessionsQueryOptions,
  useEndMySession,
  useMySessions,
} from './api/sessions';
export { SessionsList } from './components/sessions-list';
export {
  confirmTwoFactor,
  getMyTwoFactor,
  myTwoFactorQueryKey,
  myTwoFactorQueryOptions,
  startTwoFactor,
  useConfirmTwoFactor,
  useMyTwoFactor,
  useStartTwoFactor,
} from './api/two-factor';
export { TwoFactorSetup } from './components/two-factor-setup';
