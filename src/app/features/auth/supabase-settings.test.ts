// @vitest-environment jsdom
// jsdom: supabase-js's auth client reads window and localStorage when it is created.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { supabaseSettingsFrom } from './supabase-settings.ts';

/** What createClient gave its GoTrueClient; protected in its types, so read as plain fields. */
interface AuthClientFields {
  storageKey: string;
  url: string;
}

describe('Supabase settings', () => {
  it.each([
    'https://abcdefghijkl.supabase.co',
    'http://localhost:8080',
    'http://127.0.0.1:54321/',
    'https://proxy.example.com/supabase',
  ])(
    'keep the session under the key createClient uses and reach the same Auth API (%s)',
    (address) => {
      const settings = supabaseSettingsFrom(address, 'anon-key');
      const reference = createClient(address, 'anon-key', {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }).auth as unknown as AuthClientFields;
      expect(settings.storageKey).toBe(reference.storageKey);
      expect(settings.authUrl).toBe(reference.url);
    },
  );
});
