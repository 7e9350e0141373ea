import type { AuthChangeEvent, Session, User } from '@supabase/auth-js';

/** What the access gate needs to know (spec §3 "Session" and §4). */
export interface AuthState {
  user: User | null;
  /** True until the first session lookup completes. */
  loading: boolean;
  isRecovering: boolean;
}

/** Spec §4: recovery mode also turns on when the address has `?type=recovery`. */
export function initialAuthState(search: string): AuthState {
  return {
    user: null,
    loading: true,
    isRecovering: new URLSearchParams(search).get('type') === 'recovery',
  };
}

export interface AuthTransition {
  state: AuthState;
  /** Spec §4: when a sign-in ends recovery mode, the query string is removed from the address. */
  clearQuery: boolean;
}

/**
 * Applies one event of the auth client to the state (spec §4).
 *
 * supabase-js also emits SIGNED_IN when it merely restores a stored session (at start-up and
 * each time the tab becomes visible again); that is not a sign-in, so only a SIGNED_IN that
 * arrives after the first lookup and brings a different user ends recovery mode. Otherwise
 * switching tabs while on the change-password screen would skip the password change.
 */
export function applyAuthEvent(
  state: AuthState,
  event: AuthChangeEvent,
  session: Session | null,
): AuthTransition {
  const user = session?.user ?? null;
  switch (event) {
    case 'PASSWORD_RECOVERY':
      return { state: { user, loading: false, isRecovering: true }, clearQuery: false };
    case 'SIGNED_IN': {
      const isNewSignIn = !state.loading && state.user?.id !== user?.id;
      if (state.isRecovering && isNewSignIn) {
        return { state: { ...state, user, isRecovering: false }, clearQuery: true };
      }
      return { state: { ...state, user }, clearQuery: false };
    }
    case 'SIGNED_OUT':
      return { state: { ...state, user: null, loading: false }, clearQuery: false };
    case 'INITIAL_SESSION':
      return { state: { ...state, user, loading: false }, clearQuery: false };
    default:
      // TOKEN_REFRESHED, USER_UPDATED, MFA_CHALLENGE_VERIFIED: same person, fresher session.
      return { state: { ...state, user: user ?? state.user }, clearQuery: false };
  }
}

/** Ends recovery mode after the password was changed, so the gate shows the tool. */
export function endRecovery(state: AuthState): AuthTransition {
  return { state: { ...state, isRecovering: false }, clearQuery: true };
}
