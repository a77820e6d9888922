// The auth feature's public API: what other features and the app shell may import.
export { AuthProvider } from './components/AuthProvider';
export { useAuth } from './hooks/auth-context';
export { NEW_USER_REDIRECT_DELAY_MS } from './new-user';
export type { AuthState, AuthUser } from './types';
