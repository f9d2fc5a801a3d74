export { AuthProvider } from './auth-provider';
export { useAuth, type AuthState } from './auth-context';
export { LoginCallback } from './components/login-callback';
export { isLoginReturnUrl } from './auth-storage';
