import { LOCALE } from '../constants.ts';

const shortDate = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Spec §9: dates in the Word document read dd/mm/yyyy (es-ES), in the runtime's time zone. */
export function formatDocumentDate(date: Date): string {
  return shortDate.format(date);
}
