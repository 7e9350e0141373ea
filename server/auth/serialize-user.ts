/** The user object exactly as GoTrue returns it (models/user.go), from a stored record. */
import type { UserRecord } from '../store/auth-store.ts';

export interface UserJson {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at?: string;
  confirmed_at?: string;
  phone: string;
  recovery_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: unknown[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

const iso = (date: Date | null): string | undefined =>
  date === null ? undefined : date.toISOString();

export function serializeUser(user: UserRecord): UserJson {
  const confirmed = iso(user.emailConfirmedAt);
  const created = user.createdAt.toISOString();
  const updated = user.updatedAt.toISOString();
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    ...(confirmed !== undefined ? { email_confirmed_at: confirmed, confirmed_at: confirmed } : {}),
    phone: '',
    ...(user.recoverySentAt !== null
      ? { recovery_sent_at: user.recoverySentAt.toISOString() }
      : {}),
    ...(user.lastSignInAt !== null ? { last_sign_in_at: user.lastSignInAt.toISOString() } : {}),
    app_metadata: user.appMetadata,
    user_metadata: { ...user.userMetadata, sub: user.id },
    identities: [
      {
        identity_id: user.identityId,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: confirmed !== undefined,
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: iso(user.lastSignInAt) ?? created,
        created_at: created,
        updated_at: updated,
        email: user.email,
      },
    ],
    created_at: created,
    updated_at: updated,
    is_anonymous: false,
  };
}
