import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { authClient } from './auth-client.ts';
import { supabaseSettings } from './read-supabase-settings.ts';

/**
 * The app's supabase-js client for data (`from('budgets')`). Only the signed-in
 * screens import this module, so supabase-js loads after sign-in (issue 14).
 *
 * Its requests carry the session of the app's one auth client (auth-client.ts)
 * through supabase-js's `accessToken` option: the token is read on each request
 * exactly as supabase-js's own auth would give it (getSession(), refreshed when
 * near expiry; the anon key when signed out). With that option supabase-js
 * creates no GoTrueClient of its own, so there are never two on one session.
 */
export const supabase: SupabaseClient = createClient(
  supabaseSettings.url.href,
  supabaseSettings.key,
  {
    accessToken: async () => {
      const { data } = await authClient.getSession();
      return data.session?.access_token ?? null;
    },
  },
);
