export { login, useLogin, type UseLoginOptions } from './api/login';
export { logout, useLogout } from './api/logout';
export { getMe, meQueryKey, meQueryOptions, useCurrentUser, useMe } from './api/me';
export { AccountMenu } from './components/account-menu';
export { LoginForm, type LoginFormProps } from './components/login-form';
