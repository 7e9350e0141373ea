import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { authStore } from './auth-store.ts';
import { authClient } from './auth-client.ts';

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
        // Spec §7: the recovery link returns to the site root.
        const { error } = await authClient.resetPasswordForEmail(email, {
          redirectTo: `${window.location.origin}/`,
        });
        if (error) throw error;
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
