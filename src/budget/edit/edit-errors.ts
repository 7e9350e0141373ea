/**
 * Why an edit was refused. Like errors.ts for reading, this is the one place that maps
 * the codes to the Spanish messages the user sees beside the field.
 */
export type EditErrorCode =
  | 'not-a-number'
  | 'negative'
  | 'too-many-price-decimals'
  | 'too-many-quantity-decimals'
  | 'empty-code'
  | 'empty-summary'
  | 'invalid-date'
  | 'no-such-item'
  | 'no-such-line';

export const EDIT_ERROR_MESSAGES: Record<EditErrorCode, string> = {
  'not-a-number':
    'Escribe un número en formato español: punto para los miles y coma para los decimales (1.234,56).',
  negative: 'El valor no puede ser negativo.',
  'too-many-price-decimals': 'El precio admite como mucho 2 decimales (céntimos).',
  'too-many-quantity-decimals': 'La cantidad admite como mucho 6 decimales.',
  'empty-code': 'El código de la partida no puede quedar vacío.',
  'empty-summary': 'El resumen de la partida no puede quedar vacío.',
  'invalid-date': 'Escribe una fecha válida (dd/mm/aaaa).',
  'no-such-item': 'La partida ya no existe: puede que se haya eliminado.',
  'no-such-line': 'La línea ya se ha colocado o no existe.',
};
