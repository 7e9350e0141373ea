/**
 * The client's acceptance block, worded once for the Word and the PDF: the same budget must ask
 * the client for the same thing whichever document is sent (its number, its amounts and
 * conditions; name and NIF, date and signature filled in by hand).
 */
export const ACCEPTANCE_TEXTS = {
  heading: 'Conforme el cliente',
  statement: (id: string) =>
    `El cliente acepta el presupuesto nº ${id} en los importes y condiciones indicados.`,
  name: 'Nombre y NIF',
  date: 'Fecha',
  signature: 'Firma',
} as const;
