import type { User } from '@supabase/supabase-js';
import type { AuthContextValue } from '../features/auth/auth-context.ts';

/** A signed-in user as supabase-js describes one, for component tests. */
export function testUser(email = 'ana@example.com'): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email,
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  };
}

/**
 * An auth context value for component tests. The actions record their calls
 * and resolve or reject as the test asks; the real ones (supabase-js against
 * the local backend) are exercised end to end in e2e/.
 */
export function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue & {
  calls: Array<[string, ...unknown[]]>;
} {
  const calls: Array<[string, ...unknown[]]> = [];
  return {
    user: null,
    loading: false,
    isRecovering: false,
    async signIn(...args) {
      calls.push(['signIn', ...args]);
    },
    async requestPasswordReset(...args) {
      calls.push(['requestPasswordReset', ...args]);
    },
    async updatePassword(...args) {
      calls.push(['updatePassword', ...args]);
    },
    async signOut() {
      calls.push(['signOut']);
    },
    ...overrides,
    calls,
  };
}
