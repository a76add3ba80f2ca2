export {
  login,
  signInWithCode,
  useLogin,
  useSignInWithCode,
  type UseLoginOptions,
} from './api/login';
export { logout, useLogout } from './api/logout';
export { getMe, meQueryOptions, useCurrentUser, useMe } from './api/me';
export { meQueryKey } from './api/me-query-key';
export {
  register,
  useRegister,
  type RegisterVariables,
  type RegistrationResponse,
  type UseRegisterOptions,
} from './api/register';
export { AccountMenu } from './components/account-menu';
export { LoginForm, type LoginFormProps } from './components/login-form';
export { RegisterForm, type RegisterFormProps } from './components/register-form';
export {
  forgotPassword,
  setPasswordByLink,
  useForgotPassword,
  useSetPasswordByLink,
} from './api/password-links';
export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
} from './components/forgot-password-form';
export { SetPasswordForm, type SetPasswordFormProps } from './components/set-password-form';
