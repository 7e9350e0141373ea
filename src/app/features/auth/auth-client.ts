import { AuthClient } from '@supabase/auth-js';
import { supabaseSettings } from './read-supabase-settings.ts';

/**
 * The app's one auth client: the GoTrueClient of @supabase/auth-js, which is
 * what supabase-js's `supabase.auth` is, built with the options createClient
 * gives it. Issue 14: the login screen needs auth only, and the whole
 * supabase-js client (PostgREST, Realtime, Storage, Functions: about 30 KB of
 * the 180 KB gzipped it loaded) now loads after sign-in, in supabase-client.ts,
 * which takes its token from this client. One client, so one refresh timer and
 * one owner of the stored session; a second GoTrueClient on the same storage
 * key would race this one (auth-js warns of it).
 *
 * Defaults as in createClient: session persisted in localStorage, auto
 * refresh, session read from the URL (the recovery link). The PKCE flow, so
 * the recovery link brings only `?code=`, which this browser alone (it keeps
 * the verifier) can exchange: whoever else reads the email gets nothing.
 */
export const authClient = new AuthClient({
  url: supabaseSettings.authUrl,
  headers: {
    Authorization: `Bearer ${supabaseSettings.key}`,
    apikey: supabaseSettings.key,
  },
  storageKey: supabaseSettings.storageKey,
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  flowType: 'pkce',
});
