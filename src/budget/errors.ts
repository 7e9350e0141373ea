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
  | 'legacy-doc'
  | 'docx-too-large'
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
  'legacy-doc':
    'El archivo es un documento de Word antiguo (.doc). Ábrelo en Word y guárdalo como .docx, o copia su texto y usa "Pegar Contenido".',
  'docx-too-large':
    'El documento Word es demasiado grande para procesarlo. Divide el presupuesto en varios archivos.',
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
