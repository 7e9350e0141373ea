const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/** The time of a save as the list says it: `27 nov 2026, 13:05`. */
export function formatSavedAt(iso: string): string {
  return dateFormat.format(new Date(iso));
}
