/**
 * An amount in words, as reports close with it ("Asciende el presupuesto … a la expresada
 * cantidad de QUINIENTOS CUARENTA Y NUEVE MIL … EUROS CON NOVENTA CÉNTIMOS").
 */
import { toCardinal } from 'n2words/es-ES';

export function spellEuros(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const euros = Math.floor(cents / 100);
  const words = `${toCardinal(euros)} EUROS CON ${toCardinal(cents % 100)} CÉNTIMOS`;
  return words.toUpperCase();
}
