import { authClient } from './auth-client.ts';
import { captureRecoveryLinkError } from './recovery-link-error.ts';
import {
  applyAuthEvent,
  endRecovery,
  initialAuthState,
  type AuthState,
  type AuthTransition,
} from './auth-state.ts';

/**
 * Holds the auth state outside React. It subscribes to the client at module
 * load: supabase-js emits PASSWORD_RECOVERY once, right after it reads the
 * recovery link, and a subscriber added later in an effect could miss it.
 */
captureRecoveryLinkError();
let state: AuthState = initialAuthState(window.location.search);
const listeners = new Set<() => void>();

function commit({ state: next, clearQuery }: AuthTransition): void {
  if (clearQuery && window.location.search) {
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.hash,
    );
  }
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

authClient.onAuthStateChange((event, session) => {
  commit(applyAuthEvent(state, event, session));
});

void authClient.getSession().then(
  ({ data }) => {
    commit({
      state: { ...state, user: data.session?.user ?? null, loading: false },
      clearQuery: false,
    });
  },
  (error: unknown) => {
    console.error('No se pudo leer la sesión', error);
    commit({ state: { ...state, loading: false }, clearQuery: false });
  },
);

export const authStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): AuthState {
    return state;
  },
  finishRecovery(): void {
    commit(endRecovery(state));
  },
};
