/**
 * Typed errors of the core. The core throws only where the input is unusable;
 * everything else is a warning in the parse result. This module is the single
 * place that maps error codes to the Spanish messages the user sees.
 */

export type BudgetErrorCode =
  | 'unsupported-type'
  | 'empty-file'
  | 'empty-text'
  | 'invalid-docx'
  | 'corrupt-docx'
  | 'docx-too-large'
  | 'corrupt-doc'
  | 'doc-encrypted'
  | 'corrupt-odt'
  | 'corrupt-rtf'
  | 'document-too-large'
  | 'corrupt-spreadsheet'
  | 'spreadsheet-encrypted'
  | 'xls-too-old'
  | 'spreadsheet-no-figures'
  | 'spreadsheet-too-large'
  | 'binary-file'
  | 'pdf-no-text'
  | 'pdf-encrypted'
  | 'pdf-damaged'
  | 'pdf-too-large'
  | 'bc3-invalid'
  | 'bc3-wrong-encoding'
  | 'invalid-logo'
  | 'no-items'
  | 'parse-failed';

export const BUDGET_ERROR_MESSAGES: Record<BudgetErrorCode, string> = {
  // Spec §5, verbatim.
  'unsupported-type': 'Tipo de archivo no soportado. Use archivos DOCX o TXT.',
  'empty-file': 'El archivo está vacío o no contiene texto legible',
  'empty-text': 'El texto está vacío o es demasiado corto',
  'invalid-docx': 'Invalid DOCX file',
  // Beyond the spec: hostile or broken files each get a clear message.
  'corrupt-docx':
    'El archivo Word está dañado o incompleto y no se puede abrir. Vuelve a guardarlo como .docx e inténtalo de nuevo.',
  'docx-too-large':
    'El documento Word es demasiado grande para procesarlo. Divide el presupuesto en varios archivos.',
  'corrupt-doc':
    'El documento de Word (.doc) está dañado o no es un documento de Word 97-2003. Ábrelo en Word, guárdalo como .docx e inténtalo de nuevo.',
  'doc-encrypted':
    'El documento de Word está protegido con contraseña. Quita la protección (o guárdalo sin contraseña) e inténtalo de nuevo.',
  'corrupt-odt':
    'El documento de LibreOffice (.odt) está dañado o incompleto y no se puede abrir. Vuelve a guardarlo e inténtalo de nuevo.',
  'corrupt-rtf':
    'El documento RTF está dañado o incompleto y no se puede leer. Vuelve a guardarlo desde el programa que lo creó.',
  'document-too-large':
    'El documento es demasiado grande para procesarlo. Divide el presupuesto en varios archivos.',
  'corrupt-spreadsheet':
    'La hoja de cálculo está dañada o incompleta y no se puede abrir. Vuelve a guardarla como .xlsx e inténtalo de nuevo.',
  'spreadsheet-encrypted':
    'La hoja de cálculo está protegida con contraseña. Ábrela, quita la contraseña de apertura, guárdala e inténtalo de nuevo.',
  'xls-too-old':
    'La hoja de cálculo es de una versión de Excel anterior a Excel 97 (Excel 95 o más antigua) y no se puede leer. Ábrela en Excel o LibreOffice y guárdala como .xlsx.',
  'spreadsheet-no-figures':
    'La hoja de cálculo no contiene cifras: ninguna hoja tiene cantidades, precios o importes. Comprueba que sea el presupuesto y no solo su portada o su índice.',
  'spreadsheet-too-large':
    'La hoja de cálculo es demasiado grande para procesarla (demasiadas filas o datos). Deja solo la hoja del presupuesto o divídelo en varios archivos.',
  'binary-file':
    'El archivo no es texto legible. Comprueba que sea un .txt con el presupuesto o usa un archivo .docx.',
  'pdf-no-text':
    'El PDF no contiene texto (parece un documento escaneado). Usa el PDF original exportado desde el programa de presupuestos o pega el texto con "Pegar Contenido".',
  'pdf-encrypted':
    'El PDF está protegido con contraseña. Quita la protección o exporta el presupuesto de nuevo e inténtalo otra vez.',
  'pdf-damaged': 'El PDF está dañado y no se puede leer. Vuelve a exportarlo e inténtalo de nuevo.',
  // A "flate bomb" or an absurd number of pages or text pieces: refused before it exhausts memory.
  'pdf-too-large':
    'El PDF es demasiado grande o complejo para leerlo (su contenido descomprimido supera el límite). Exporta el presupuesto de nuevo como PDF normal o usa el archivo .docx, .bc3 o "Pegar Contenido".',
  'bc3-invalid':
    'El archivo BC3 no tiene un formato FIEBDC-3 válido. Vuelve a exportarlo desde el programa de presupuestos.',
  'bc3-wrong-encoding':
    'El archivo BC3 ha perdido sus acentos (se guardó con una codificación incorrecta). Vuelve a exportarlo desde el programa de presupuestos.',
  // The Word export: the company logo configured in src/config/branding.ts is not a PNG.
  'invalid-logo':
    'El logotipo de la empresa no es una imagen PNG válida. Revisa el archivo configurado en src/config/branding.ts.',
  // The text parser's single ERROR item (spec §5 and §8): first line the title, the rest its description.
  'no-items':
    'No se pudieron extraer elementos específicos del presupuesto\nRevisa el formato del texto: cada partida debe empezar con su código, su unidad y su resumen.',
  'parse-failed': 'Error al procesar el presupuesto',
};

export class BudgetError extends Error {
  readonly code: BudgetErrorCode;

  constructor(code: BudgetErrorCode, options?: { cause?: unknown }) {
    super(BUDGET_ERROR_MESSAGES[code], options);
    this.name = 'BudgetError';
    this.code = code;
  }
}

export function isBudgetError(error: unknown): error is BudgetError {
  return error instanceof BudgetError;
}
