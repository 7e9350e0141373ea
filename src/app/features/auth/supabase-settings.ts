/** Where the app's Supabase project is, its public key, and what follows from them. */
export interface SupabaseSettings {
  /** The project's base address, with a trailing slash, as supabase-js normalises it. */
  url: URL;
  /** The Auth (GoTrue) API under it. */
  authUrl: string;
  key: string;
  /** Where the auth client keeps the session in localStorage. */
  storageKey: string;
}

/**
 * The settings as supabase-js's createClient derives them from the address:
 * paths resolve under the base (`auth/v1`, `rest/v1`), and the session lives
 * under `sb-<first label of the host>-auth-token`, so a session stored by an
 * earlier build, whose auth was createClient's, still signs the user in.
 */
export function supabaseSettingsFrom(address: string, key: string): SupabaseSettings {
  const url = new URL(address.endsWith('/') ? address : `${address}/`);
  return {
    url,
    authUrl: new URL('auth/v1', url).href,
    key,
    storageKey: `sb-${url.hostname.split('.')[0]}-auth-token`,
  };
}
