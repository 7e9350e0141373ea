import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { authStore } from './auth-store.ts';
import { authClient } from './auth-client.ts';
import { supabaseSettings } from './read-supabase-settings.ts';

/**
 * Where auth-js keeps the PKCE verifier of the last recovery request. A request
 * refused (a second one too soon) deletes it, and the link already mailed could
 * then no longer be exchanged in this browser: it is put back.
 */
const CODE_VERIFIER_KEY = `${supabaseSettings.storageKey}-code-verifier`;

export function AuthProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getSnapshot);
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      async signIn(email, password) {
        const { error } = await authClient.signInWithPassword({ email, password });
        if (error) throw error;
      },
      async requestPasswordReset(email) {
        const previousVerifier = window.localStorage.getItem(CODE_VERIFIER_KEY);
        // Spec §7: the recovery link returns to the site root.
        const { error } = await authClient.resetPasswordForEmail(email, {
          redirectTo: `${window.location.origin}/`,
        });
        if (error) {
          if (previousVerifier !== null)
            window.localStorage.setItem(CODE_VERIFIER_KEY, previousVerifier);
          throw error;
        }
      },
      async updatePassword(password) {
        const { error } = await authClient.updateUser({ password });
        if (error) throw error;
        authStore.finishRecovery();
      },
      async signOut() {
        const { error } = await authClient.signOut();
        if (error) throw error;
      },
    }),
    [state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
