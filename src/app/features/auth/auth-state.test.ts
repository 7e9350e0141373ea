import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../testing/auth-value.ts';
import { applyAuthEvent, endRecovery, initialAuthState, type AuthState } from './auth-state.ts';

function sessionOf(email: string, id: string): Session {
  return {
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 3600,
    token_type: 'bearer',
    user: { ...testUser(email), id },
  };
}

const ana = sessionOf('ana@example.com', 'ana');
const signedOut: AuthState = { user: null, loading: false, isRecovering: false };

describe('auth state (spec §4)', () => {
  it('is loading and not recovering at start', () => {
    expect(initialAuthState('')).toEqual({ user: null, loading: true, isRecovering: false });
  });

  it('starts in recovery mode when the query has type=recovery', () => {
    expect(initialAuthState('?type=recovery').isRecovering).toBe(true);
    expect(initialAuthState('?type=signup').isRecovering).toBe(false);
  });

  it('stops loading with the initial session', () => {
    const { state } = applyAuthEvent(initialAuthState(''), 'INITIAL_SESSION', ana);
    expect(state).toEqual({ user: ana.user, loading: false, isRecovering: false });
  });

  it('enters recovery mode on the password-recovery event', () => {
    const { state } = applyAuthEvent(initialAuthState(''), 'PASSWORD_RECOVERY', ana);
    expect(state.isRecovering).toBe(true);
    expect(state.user?.id).toBe('ana');
  });

  it('ends recovery mode and clears the query string when someone signs in while recovering', () => {
    const recovering: AuthState = { ...signedOut, isRecovering: true };
    const transition = applyAuthEvent(recovering, 'SIGNED_IN', ana);
    expect(transition.state).toEqual({ user: ana.user, loading: false, isRecovering: false });
    expect(transition.clearQuery).toBe(true);
  });

  it('keeps recovery mode when the client merely restores the same session', () => {
    const recovering: AuthState = { user: ana.user, loading: false, isRecovering: true };
    const transition = applyAuthEvent(recovering, 'SIGNED_IN', ana);
    expect(transition.state.isRecovering).toBe(true);
    expect(transition.clearQuery).toBe(false);
  });

  it('keeps recovery mode when a stored session is restored before the first lookup ends', () => {
    const transition = applyAuthEvent(initialAuthState('?type=recovery'), 'SIGNED_IN', ana);
    expect(transition.state.isRecovering).toBe(true);
  });

  it('clears the user on sign-out', () => {
    const signedIn: AuthState = { user: ana.user, loading: false, isRecovering: false };
    expect(applyAuthEvent(signedIn, 'SIGNED_OUT', null).state.user).toBeNull();
  });

  it('keeps the user across token refreshes and user updates', () => {
    const signedIn: AuthState = { user: ana.user, loading: false, isRecovering: true };
    expect(applyAuthEvent(signedIn, 'TOKEN_REFRESHED', ana).state).toEqual(signedIn);
    expect(applyAuthEvent(signedIn, 'USER_UPDATED', ana).state.isRecovering).toBe(true);
  });

  it('leaves recovery mode after the password change and removes the query', () => {
    const recovering: AuthState = { user: ana.user, loading: false, isRecovering: true };
    expect(endRecovery(recovering)).toEqual({
      state: { ...recovering, isRecovering: false },
      clearQuery: true,
    });
  });
});
