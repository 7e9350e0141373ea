/**
 * Every Spanish text of the web app, in one module. Texts quoted in the spec
 * (sections 2, 5 and 8) are verbatim, including their punctuation; a test
 * checks the spec's catalogue against this file. Error messages of the core
 * live in src/budget/errors.ts, not here.
 */
// Texts that embed a constant (6 characters, 30 days) are written out verbatim, as the spec
// prints them; texts.test.ts checks they still agree with MIN_PASSWORD_LENGTH and BUDGET_VALIDITY_DAYS.

export const appTexts = {
  title: 'Herramienta de Presupuestos',
  loading: 'Cargando...',
} as const;

export const notFoundTexts = {
  title: 'Oops! Page not found',
  backHome: 'Return to Home',
} as const;

export const loginTexts = {
  subtitle: 'Accede para transformar tus presupuestos',
  emailLabel: 'Email',
  emailPlaceholder: 'tu@empresa.com',
  passwordLabel: 'Contraseña',
  submit: 'Acceder',
  submitting: 'Accediendo...',
  forgotPassword: 'Has olvidado tu contraseña?',
  sendingRecovery: 'Enviando...',
} as const;

export const changePasswordTexts = {
  title: 'Cambiar Contraseña',
  subtitle: 'Elige una nueva contraseña para tu cuenta',
  passwordLabel: 'Nueva contraseña',
  confirmLabel: 'Confirmar contraseña',
  submit: 'Cambiar Contraseña',
  submitting: 'Actualizando...',
} as const;

export const validationTexts = {
  invalidEmail: 'Email inválido',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
  confirmPassword: 'Confirma tu contraseña',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
} as const;

export const headerTexts = {
  subtitle: 'Transforma tus presupuestos al instante',
  signOut: 'Salir',
  // Not in the spec's catalogue: supabase-js keeps the session when sign-out cannot reach the server.
  signOutErrorTitle: 'Error al cerrar sesión',
  signOutErrorMessage: 'No se pudo cerrar la sesión. Comprueba tu conexión e inténtalo de nuevo.',
  logoAlt: 'Logotipo de la empresa',
} as const;

export const toolTexts = {
  inputModeLabel: 'Modo de entrada',
  uploadTab: 'Subir Archivo',
  pasteTab: 'Pegar Contenido',
  uploadIntro:
    'Sube tu presupuesto en Word (.docx o .doc), Excel (.xlsx o .xls) o texto (.txt); también se leen PDF con texto, BC3, LibreOffice (.odt, .ods), RTF y CSV.',
  selectedFile: 'Archivo:',
  processingFile: 'Procesando archivo y extrayendo datos...',
} as const;

export const uploadTexts = {
  dropHere: 'Arrastra tu presupuesto aquí',
  releaseHere: 'Suelta el archivo aquí',
  // Spec §2 lists PDF, DOC, DOCX, TXT (kept verbatim, first); issue 6 adds BC3; issue 12 ODT, RTF, spreadsheets.
  supportedFormats:
    'Formatos soportados: PDF, DOC, DOCX, TXT, BC3, ODT, RTF y hojas de cálculo XLSX, XLS, ODS, CSV y XML de Excel 2003',
  selectFile: 'Seleccionar archivo',
  fileInputLabel: 'Archivo de presupuesto',
  uploading: 'Subiendo archivo...',
  uploadProgressLabel: 'Progreso de la subida',
  uploaded: 'Archivo subido con éxito!',
  uploadAnother: 'Subir otro archivo',
  oneFileOnly: 'Sube un solo archivo cada vez.',
  unsupportedFile: 'Tipo de archivo no soportado',
} as const;

export const pasteTexts = {
  title: 'Pegar Contenido del Presupuesto',
  description: 'Copia el texto de tu presupuesto y pégalo aquí.',
  pasteFromClipboard: 'Pegar desde portapapeles',
  textareaLabel: 'Contenido del presupuesto',
  textareaPlaceholder: 'Pega aquí el contenido de tu presupuesto...',
  submit: 'Procesar Presupuesto',
  submitting: 'Procesando contenido...',
} as const;

export const previewTexts = {
  panelTitle: 'Vista Previa del Presupuesto',
  placeholder: 'El presupuesto transformado aparecerá aquí',
  placeholderHint: 'Sube un archivo o pega el contenido para empezar.',
  download: 'Descargar Presupuesto',
  downloading: 'Generando documento...',
  heading: 'PRESUPUESTO',
  number: 'Nº',
  date: 'Fecha',
  client: 'Cliente',
  servicesDetail: 'Detalle de servicios',
  total: 'TOTAL',
  validity: 'Este presupuesto es válido durante 30 días',
  noItems: 'No se pudieron cargar los elementos del presupuesto',
  detectedColumns: 'Columnas detectadas:',
  renderingRows: (shown: number, total: number) => `Mostrando ${shown} de ${total} partidas...`,
  itemCount: (count: number) => (count === 1 ? '1 partida' : `${count} partidas`),
} as const;

export const checkTexts = {
  totalMatches: 'La suma de las partidas coincide con el total del documento',
  totalDiffers: (parsed: string, stated: string) =>
    `La suma de las partidas (${parsed}) no coincide con el total del documento (${stated})`,
  differingChapters: 'Capítulos que no cuadran:',
  noStatedTotal: 'El documento no indica un total con el que comprobar la suma.',
  summaryTitle: 'Resumen del presupuesto',
  pem: 'Presupuesto de ejecución material',
  gastosGenerales: (percent: string) => `Gastos generales (${percent} %)`,
  beneficioIndustrial: (percent: string) => `Beneficio industrial (${percent} %)`,
  baseBeforeIva: 'Suma',
  iva: (percent: string) => `IVA (${percent} %)`,
  contractTotal: 'Presupuesto de ejecución por contrata',
  warningsTitle: (count: number) =>
    count === 1 ? 'Revisa 1 aviso del análisis' : `Revisa ${count} avisos del análisis`,
} as const;

/** Spec §8: toast titles and messages, verbatim. */
export const toastTexts = {
  signInErrorTitle: 'Error de acceso',
  signInErrorMessage: 'Credenciales inválidas. Por favor, verifica tu email y contraseña.',
  recoveryErrorTitle: 'Error de recuperación',
  recoveryErrorMessage: 'No se pudo enviar el email de recuperación. Inténtalo de nuevo.',
  changePasswordErrorTitle: 'Error al cambiar contraseña',
  changePasswordErrorMessage: 'No se pudo actualizar la contraseña. Inténtalo de nuevo.',
  fileErrorTitle: 'Error al procesar archivo',
  fileErrorMessage: 'No se pudo extraer la información del archivo. Intenta con otro formato.',
  contentErrorTitle: 'Error al procesar contenido',
  // Spec §8 gives no message for content errors; this one mirrors the file error's.
  contentErrorMessage: 'No se pudo extraer la información del texto. Revisa el contenido pegado.',
  downloadErrorTitle: 'Error al descargar',
  downloadErrorMessage: 'No se pudo generar el documento Word.',
  emailRequiredTitle: 'Email requerido',
  emailRequiredMessage: 'Por favor, ingresa tu email antes de solicitar la recuperación.',
  recoverySentTitle: 'Email enviado',
  recoverySentMessage:
    'Se ha enviado un enlace de recuperación a tu email. Revisa tu bandeja de entrada.',
  passwordChangedTitle: 'Contraseña actualizada',
  passwordChangedMessage: 'Tu contraseña se ha cambiado exitosamente.',
  fileProcessedTitle: 'Archivo procesado correctamente',
  contentProcessedTitle: 'Contenido procesado correctamente',
  itemsExtracted: (count: number) => `Se han extraído ${count} elementos del presupuesto`,
  downloadedTitle: 'Presupuesto descargado',
  downloadedMessage: 'El archivo Word se ha descargado correctamente.',
} as const;
