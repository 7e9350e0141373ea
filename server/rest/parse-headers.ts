/**
 * The request headers that shape a PostgREST answer: `Prefer` (return,
 * count, resolution, missing), `Accept` (array or single object) and the
 * schema profile. Valid PostgREST options this server does not offer are
 * refused (PGRST127), never ignored.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { EXPOSED_SCHEMA } from './load-schema-cache.ts';
import { notImplemented, PostgrestError } from './postgrest-error.ts';

export const SINGLE_OBJECT_TYPE = 'application/vnd.pgrst.object+json';

export interface Preferences {
  representation: boolean;
  count: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missingDefault: boolean;
}

function headerText(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function parsePreferences(headers: IncomingHttpHeaders): Preferences {
  const preferences: Preferences = {
    representation: false,
    count: false,
    resolution: undefined,
    missingDefault: false,
  };
  const text = headerText(headers, 'prefer');
  if (text === undefined) return preferences;
  for (const entry of text.split(',')) {
    const preference = entry.trim();
    if (preference === '' || preference === 'return=minimal' || preference === 'missing=null')
      continue;
    if (preference === 'handling=lenient' || preference === 'tx=commit') continue;
    if (preference === 'return=representation') preferences.representation = true;
    // planned and estimated are answered with the exact count, as PostgREST does for small tables.
    else if (/^count=(exact|planned|estimated)$/.test(preference)) preferences.count = true;
    else if (
      preference === 'resolution=merge-duplicates' ||
      preference === 'resolution=ignore-duplicates'
    )
      preferences.resolution = preference.slice('resolution='.length) as Preferences['resolution'];
    else if (preference === 'missing=default') preferences.missingDefault = true;
    else if (/^(return|handling|tx|timezone|max-affected|params)=/.test(preference))
      throw notImplemented(`Prefer: ${preference} is not available on this server`);
    // PostgREST's default handling=lenient ignores preferences it does not know.
  }
  return preferences;
}

/** True for `.single()` (the object media type), false for a JSON array. */
export function wantsSingleObject(headers: IncomingHttpHeaders): boolean {
  const text = headerText(headers, 'accept');
  if (text === undefined || text.trim() === '') return false;
  const types = text.split(',').map((part) => part.split(';')[0]!.trim().toLowerCase());
  if (types.some((type) => type === SINGLE_OBJECT_TYPE || type === 'application/vnd.pgrst.object'))
    return true;
  if (
    types.some((type) => type === 'application/json' || type === '*/*' || type === 'application/*')
  )
    return false;
  throw new PostgrestError(
    406,
    'PGRST107',
    `None of these media types are available: ${types.join(', ')}`,
  );
}

/** `Accept-Profile` / `Content-Profile` must name the exposed schema. */
export function checkProfile(headers: IncomingHttpHeaders, write: boolean): void {
  const profile = headerText(headers, write ? 'content-profile' : 'accept-profile');
  if (profile === undefined || profile === EXPOSED_SCHEMA) return;
  throw new PostgrestError(
    406,
    'PGRST106',
    `Invalid schema: ${profile}`,
    null,
    `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
  );
}
