export { login, useLogin, type UseLoginOptions } from './api/login';
export { LoginForm, type LoginFormProps } from './components/login-form';
