/**
 * Where the app's Supabase project is and its public key. The local backend
 * (`presupuesto serve`) injects them as <meta> tags; a build for a hosted
 * project sets VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY instead.
 */
export interface SupabaseSettings {
  /** The project's base address, with a trailing slash, as supabase-js normalises it. */
  url: URL;
  key: string;
  /** Where the session is persisted: supabase-js's default key, so one session serves both clients. */
  storageKey: string;
}

/** createClient refuses an empty key; with this one every auth call fails with a clear toast. */
const MISSING_KEY = 'missing-anon-key';

function readMeta(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

function readSupabaseSettings(): SupabaseSettings {
  const env = import.meta.env as Record<string, string | undefined>;
  const address = env.VITE_SUPABASE_URL || readMeta('supabase-url') || window.location.origin;
  const key = env.VITE_SUPABASE_ANON_KEY || readMeta('supabase-anon-key');
  if (!key) {
    console.error(
      'Falta la clave pública de Supabase (meta supabase-anon-key o VITE_SUPABASE_ANON_KEY)',
    );
  }
  // As supabase-js's createClient: paths resolve under the base (`auth/v1`, `rest/v1`), and the
  // session lives under `sb-<project ref>-auth-token`, so sessions stored by earlier builds,
  // which used createClient's auth, still sign the user in.
  const url = new URL(address.endsWith('/') ? address : `${address}/`);
  return {
    url,
    key: key ?? MISSING_KEY,
    storageKey: `sb-${url.hostname.split('.')[0]}-auth-token`,
  };
}

export const supabaseSettings = readSupabaseSettings();
