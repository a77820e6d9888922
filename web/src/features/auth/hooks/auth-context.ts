import { createContext, useContext } from 'react';
import type { AuthState } from '../types';

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth used outside <AuthProvider>');
  return state;
}
