export { login, useLogin, type AuthUser, type LoginResponse } from './api/login';
export { LoginForm, type LoginFormProps } from './components/login-form';
export { landingPathFor } from './landing-path';
