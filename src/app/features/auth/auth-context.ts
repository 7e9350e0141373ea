import { createContext, useContext } from 'react';
import type { AuthState } from './auth-state.ts';

/** Spec §3: the current user, a loading flag, isRecovering and sign-out, plus the auth calls of §7. */
export interface AuthContextValue extends AuthState {
  /** Each action resolves on success and rejects with the client's error otherwise. */
  signIn(email: string, password: string): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  updatePassword(password: string): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
