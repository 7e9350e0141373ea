import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/**
 * The one Supabase client of the app. The local backend (`presupuesto serve`)
 * injects its URL and public key as <meta> tags; a build for a hosted project
 * sets VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY instead.
 */
function readMeta(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

function createSupabaseClient(): SupabaseClient {
  const env = import.meta.env as Record<string, string | undefined>;
  const url = env.VITE_SUPABASE_URL || readMeta('supabase-url') || window.location.origin;
  const key = env.VITE_SUPABASE_ANON_KEY || readMeta('supabase-anon-key');
  if (!key) {
    // createClient refuses an empty key; without one every auth call fails with a clear toast.
    console.error(
      'Falta la clave pública de Supabase (meta supabase-anon-key o VITE_SUPABASE_ANON_KEY)',
    );
  }
  // Defaults otherwise: session persisted in localStorage, auto refresh, session read from the URL
  // (the recovery link). The PKCE flow, so the recovery link brings only `?code=`, which this
  // browser alone (it keeps the verifier) can exchange: whoever else reads the email gets nothing.
  return createClient(url, key ?? 'missing-anon-key', { auth: { flowType: 'pkce' } });
}

export const supabase = createSupabaseClient();
