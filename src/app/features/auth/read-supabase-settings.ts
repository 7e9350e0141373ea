/**
 * The app's Supabase project and public key, read once at start-up. The local
 * backend (`presupuesto serve`) injects them as <meta> tags; a build for a
 * hosted project sets VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY instead.
 */
import { supabaseSettingsFrom, type SupabaseSettings } from './supabase-settings.ts';

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
  return supabaseSettingsFrom(address, key ?? MISSING_KEY);
}

export const supabaseSettings = readSupabaseSettings();
