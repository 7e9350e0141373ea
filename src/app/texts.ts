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
  readTimedOut:
    'El archivo tarda demasiado en leerse y se ha detenido. Si es un PDF, expórtalo de nuevo o usa el archivo .docx, .bc3 o "Pegar Contenido".',
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
  totalNote: (parsed: string, difference: string) =>
    `Total indicado en el documento. Las partidas suman ${parsed} (diferencia ${difference}).`,
} as const;

/** Correcting the budget in the preview (issue 14): names of every control, hints and confirmations. */
export const editTexts = {
  hint: 'Intro o F2 para corregir; flechas para moverse; Supr para eliminar la partida; Ctrl+Z para deshacer.',
  editCell: (field: string, code: string) => `${field} de la partida ${code || 'sin código'}`,
  fieldNames: {
    codigo: 'Código',
    summary: 'Resumen',
    unit: 'Unidad',
    cantidad: 'Cantidad',
    precio_unitario: 'Precio unitario',
    longitud: 'Longitud',
    anchura: 'Anchura',
    altura: 'Altura',
    parciales: 'Parciales',
  },
  undo: 'Deshacer',
  redo: 'Rehacer',
  undoLabel: 'Deshacer la última corrección (Ctrl+Z)',
  redoLabel: 'Rehacer la corrección deshecha (Ctrl+Y)',
  confirmDeleteTitle: 'Eliminar partida',
  confirmDelete: (code: string) =>
    `¿Eliminar la partida ${code || 'sin código'}? Podrás deshacerlo con Ctrl+Z.`,
  delete: 'Eliminar',
  cancel: 'Cancelar',
  headerTitle: 'Obra',
  headerClient: 'Cliente',
  headerNumber: 'Número de presupuesto',
  headerDate: 'Fecha del presupuesto',
  editHeader: (field: string) => `Cambiar ${field.toLowerCase()}`,
  noTitle: 'Sin título de obra',
  headerLocation: 'Situación',
  noLocation: 'Sin situación',
  addLineToItem: 'Añadir a la descripción',
  newItemFromLine: 'Crear partida nueva',
  lineActions: (line: number) => `Colocar la línea ${line}`,
  lineTargetCode: (line: number) => `Código de la partida para la línea ${line}`,
  lineTargetPlaceholder: 'Código de partida',
  unknownCode: (code: string) =>
    code === ''
      ? 'Escribe el código de la partida a la que añadir la línea.'
      : `No hay ninguna partida con el código ${code}.`,
} as const;

/** Find-as-you-type above the preview's items (issue 14): code and summary, accents and case ignored. */
export const itemSearchTexts = {
  region: 'Buscar en el detalle de servicios',
  label: 'Buscar partida',
  placeholder: 'Buscar por código o resumen',
  hint: 'Intro o flecha abajo: siguiente coincidencia; Mayús+Intro o flecha arriba: anterior; Esc: borrar la búsqueda.',
  matches: (current: number, total: number) =>
    total === 0
      ? 'Ninguna partida coincide'
      : `${current} de ${total} ${total === 1 ? 'coincidencia' : 'coincidencias'}`,
  previous: 'Coincidencia anterior (Mayús+Intro)',
  next: 'Coincidencia siguiente (Intro)',
  clear: 'Borrar la búsqueda (Esc)',
} as const;

/** The preview shaped like the budget (issue 22): chapters that fold, items whose description opens. */
export const outlineTexts = {
  chapterWord: 'Capítulo',
  chapter: (code: string, title: string) => `Capítulo ${code} ${title}`.trim(),
  itemCount: (count: number) => (count === 1 ? '1 partida' : `${count} partidas`),
  subtotal: (code: string) => `Total del capítulo ${code}`,
  expandAll: 'Desplegar todo',
  collapseAll: 'Plegar todo',
  expandAllLabel: 'Desplegar todos los capítulos',
  collapseAllLabel: 'Plegar todos los capítulos',
  showDetails: (code: string) => `Ver descripción de la partida ${code || 'sin código'}`,
  hideDetails: (code: string) => `Ocultar descripción de la partida ${code || 'sin código'}`,
  measurements: (code: string) => `Mediciones de la partida ${code || 'sin código'}`,
  measurementComment: 'Comentario',
  measurementUds: 'Uds.',
  measurementPartial: 'Parcial',
  /** Before a remark the source keeps beside the item (a sheet's `OBSERVACIONES` column). */
  itemNote: 'Observaciones:',
} as const;

/** The reading's verdict, at the top of the preview and beside the download button. */
export const verdictTexts = {
  title: 'Comprobación con el documento',
  reconciled: (statedChapters: number, byChapters = false) =>
    byChapters
      ? `Cuadra: ${statedChapters === 1 ? 'el capítulo coincide' : `los ${statedChapters} capítulos coinciden`} al céntimo con los del documento, que no indica un total general.`
      : statedChapters === 0
        ? 'Cuadra: el total coincide al céntimo con el del documento.'
        : `Cuadra: el total y ${statedChapters === 1 ? 'el capítulo' : `los ${statedChapters} capítulos`} coinciden al céntimo con los del documento.`,
  reconciledWithRounding:
    'Cuadra con los totales del documento salvo diferencias de céntimos, que pueden ser redondeo: revísalas.',
  mismatch: 'No cuadra con el documento: revisa estas diferencias antes de descargar.',
  review:
    'Revisar: los totales coinciden con los del documento, pero hay partidas leídas con dudas. Compruébalas antes de descargar.',
  unchecked:
    'No se ha podido comprobar: el documento no indica un total con el que comparar la suma de las partidas.',
  /** The reader found no item (spec §5's ERROR item): not a budget without total, but no budget read. */
  nothingRead:
    'No se ha encontrado ninguna partida: no hay nada que comprobar. Revisa que el documento sea un presupuesto y su formato.',
  certification: 'El archivo es una certificación (obra ejecutada a origen), no un presupuesto.',
  priceDatabase:
    'El archivo es una base de precios: sus partidas no tienen mediciones y no hay un total de obra que comprobar.',
  documentFiguresShown:
    'La vista previa y los documentos Word y PDF muestran los totales del documento original.',
  figureColumn: 'Concepto',
  statedColumn: 'Documento',
  parsedColumn: 'Suma de partidas',
  differenceColumn: 'Diferencia',
  totalRow: 'Total',
  chapterRow: (code: string, title: string) => `Capítulo ${code} ${title}`.trim(),
  rounding: '(redondeo)',
  amountMismatches: (count: number) =>
    count === 1
      ? '1 partida tiene un importe distinto de cantidad × precio (la verás entre las partidas que revisar).'
      : `${count} partidas tienen un importe distinto de cantidad × precio (las verás entre las partidas que revisar).`,
  unplacedLines: (count: number) =>
    count === 1 ? '1 línea sin colocar' : `${count} líneas sin colocar`,
  moreUnplaced: (count: number) => `... y ${count} más`,
  doubts: (count: number) =>
    count === 1 ? '1 partida que revisar' : `${count} partidas que revisar`,
  /** The button that takes the user to the item in the preview table. */
  showItem: (position: number, code: string) =>
    `Partida ${position}${code.trim() === '' ? '' : ` · ${code.trim()}`}`,
  showItemLabel: (position: number, code: string) =>
    `Ir a la partida ${position}${code.trim() === '' ? '' : ` (${code.trim()})`} en la tabla`,
  doubtAmountNotProduct: 'su importe no es cantidad × precio.',
  doubtFigureOutOfBounds:
    'tiene una cifra imposible (no es un número válido o es desmesurada); no se suma al total.',
  doubtItemWithoutFigures: 'no tiene cantidad ni importe, y las demás partidas sí.',
  doubtItemWithoutCode:
    'no tiene código, y las demás partidas sí: puede haberse quedado en la línea de arriba.',
  doubtItemWithoutQuantity:
    'tiene importe pero no cantidad, y las demás partidas sí: no se puede comprobar que cantidad × precio dé su importe.',
  doubtMisreadCode:
    'su código no se parece al de las demás partidas y parece texto de una descripción.',
  doubtItemHeadInText:
    'su texto, o el título de su capítulo, contiene la cabecera de una partida (código, unidad y título); puede faltar una partida o su código.',
  doubtChapterRowAsItem: (count: number) =>
    `su importe es la suma de las ${count} partidas siguientes: parece la fila de un capítulo.`,
  doubtItemRowAsChapter: (chapterCode: string) =>
    `está bajo el capítulo ${chapterCode}, que no indica total y cuyo código no sigue la forma de los demás capítulos: puede ser una partida sin cifras leída como capítulo.`,
  doubtMergedFigures:
    'una celda de su fila tiene varias cifras juntas y no se ha leído ninguna: revisa su cantidad, precio e importe.',
  doubtUnsupportedChapter: (chapterCode: string, empty: boolean) =>
    empty
      ? `antes de ella se ha leído el capítulo ${chapterCode}, sin partidas ni total: puede ser una cabecera de página leída como capítulo.`
      : `está bajo el capítulo ${chapterCode}, que no indica total aunque los demás capítulos sí: puede ser una cabecera de página leída como capítulo.`,
  downloadMismatch: 'Los totales no cuadran con el documento',
  downloadReview: 'Hay partidas que revisar',
  downloadUnchecked: 'Totales sin comprobar',
  downloadRounding: 'Diferencias de céntimos con el documento',
} as const;

/** The verdict in one or two words, in 'Mis presupuestos': the preview's headlines begin with them. */
export const verdictBadgeTexts = {
  reconciled: 'Cuadra',
  rounding: 'Cuadra salvo céntimos',
  review: 'Revisar',
  mismatch: 'No cuadra',
  unchecked: 'Sin comprobar',
  label: (verdict: string) => `Comprobación: ${verdict}`,
} as const;

export const checkTexts = {
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
  // Not in the spec's catalogue: a reading that does not reconcile never gets the success toast.
  mismatchTitle: 'Los totales no coinciden con el documento',
  mismatchMessage: (where: string) =>
    `Diferencias en ${where}. Revísalas en la comprobación, al principio de la vista previa.`,
  mismatchTotal: 'el total',
  roundingTitle: 'Cuadra salvo diferencias de céntimos',
  roundingMessage:
    'Algún total difiere del documento en céntimos (puede ser redondeo). Revísalo en la comprobación, al principio de la vista previa.',
  mismatchChapters: (codes: string, more: number) =>
    more > 0 ? `capítulos ${codes} y ${more} más` : `capítulo ${codes}`,
  mismatchAmounts: (count: number) =>
    count === 1 ? '1 partida (cantidad × precio)' : `${count} partidas (cantidad × precio)`,
  reviewTitle: 'Hay partidas que revisar',
  reviewMessage: (count: number) =>
    `Los totales coinciden con el documento, pero ${count === 1 ? '1 partida se ha leído' : `${count} partidas se han leído`} con dudas. Revísalas en la comprobación, al principio de la vista previa.`,
  uncheckedTitle: 'No se ha podido comprobar el presupuesto',
  uncheckedMessage:
    'El documento no indica un total con el que comparar. Revisa las partidas en la vista previa.',
  priceDatabaseMessage:
    'Es una base de precios: no tiene mediciones ni un total de obra con el que comparar.',
  nothingReadTitle: 'No se ha encontrado ninguna partida',
  nothingReadMessage:
    'Ninguna línea se ha leído como partida (código, unidad, resumen y cifras). Revisa que sea un presupuesto; las líneas leídas están en la comprobación, al principio de la vista previa.',
  downloadedTitle: 'Presupuesto descargado',
  downloadedMessage: 'El archivo Word se ha descargado correctamente.',
  /** The Word's figures read back as printed (docx/verify-docx-export.ts). */
  downloadedProvedMessage:
    'El archivo Word se ha descargado correctamente: comprobado al volver a leerlo (mismas partidas, importes y total).',
  /**
   * The Word's reading back does not give the budget. The Word is printed from the budget
   * itself, so the file is still saved, but never called checked: the user is told what the
   * reading back found before sending it.
   */
  downloadUnprovedTitle: 'Presupuesto descargado sin comprobar',
  downloadUnprovedMessage: (problem: string) =>
    `Al volver a leer el Word no da el mismo presupuesto (${problem}). Revísalo antes de enviarlo.`,
} as const;

/** Issue 14, 'Mis presupuestos' and saving: not in the spec's catalogue. */
export const savedBudgetTexts = {
  saved: 'Guardado',
  saving: 'Guardando…',
  retrying: (reason: string) => `No se pudo guardar: ${reason}, reintentando`,
  reasonNetwork: 'sin conexión con el servidor',
  reasonUnauthorized: 'la sesión ha caducado',
  reasonServer: 'error del servidor',
  saveFailedTitle: 'No se pudo guardar el presupuesto',
  saveFailedMessage:
    'Sigue en la página y se reintentará automáticamente. No cierres la pestaña hasta que aparezca «Guardado».',
  savedAgainTitle: 'Presupuesto guardado',
  conflictTitle: 'El presupuesto se ha guardado en otra pestaña',
  conflictMessage:
    'Alguien ha guardado este presupuesto mientras lo editabas. Recarga para ver su versión o guarda la tuya como copia.',
  deletedMessage:
    'Este presupuesto se ha eliminado en otra pestaña. Puedes guardar tu versión como copia.',
  reload: 'Recargar',
  saveAsCopy: 'Guardar como copia',
  reloadErrorTitle: 'No se pudo recargar el presupuesto',
  listTitle: 'Mis presupuestos',
  searchLabel: 'Buscar por obra, cliente, número o archivo',
  searchPlaceholder: 'Buscar por obra, cliente, número o archivo…',
  searchHint: 'No distingue mayúsculas, tildes ni eñes.',
  loading: 'Cargando presupuestos…',
  empty: 'Aún no hay presupuestos guardados.',
  noMatches: 'Ningún presupuesto coincide con la búsqueda.',
  loadErrorTitle: 'No se pudieron cargar tus presupuestos',
  loadErrorMessage: 'Comprueba la conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  open: 'Abrir',
  openLabel: (title: string) => `Abrir ${title}`,
  openErrorTitle: 'No se pudo abrir el presupuesto',
  rename: 'Renombrar',
  renameLabel: (title: string) => `Renombrar ${title}`,
  renameInputLabel: 'Nuevo nombre',
  renameErrorTitle: 'No se pudo renombrar el presupuesto',
  renameConflictMessage: 'Se ha modificado en otra pestaña; la lista se ha actualizado.',
  download: 'Descargar Word',
  downloadLabel: (title: string) => `Descargar Word de ${title}`,
  /** One download of a saved budget: its format's short name, and what a screen reader says. */
  downloadFormatLabel: (format: string, title: string) => `Descargar ${format} de ${title}`,
  formatWord: 'Word',
  formatPdf: 'PDF',
  formatBc3: '.bc3',
  formatExcel: 'Excel',
  total: 'Total',
  duplicateTitle: (fromFile: boolean) =>
    fromFile
      ? 'Este archivo ya está en Mis presupuestos'
      : 'Este texto ya está en Mis presupuestos',
  duplicateMessage: (name: string, when: string) =>
    `Lo guardaste como «${name}» (actualizado ${when}). Puedes abrir el guardado, con tus correcciones, o guardar también esta lectura como otro presupuesto.`,
  duplicateOpen: 'Abrir el guardado',
  duplicateKeepBoth: 'Guardar los dos',
  reopenErrorTitle: 'No se pudo volver a abrir el presupuesto que tenías abierto',
  delete: 'Eliminar',
  deleteLabel: (title: string) => `Eliminar ${title}`,
  deleteConfirmTitle: '¿Eliminar este presupuesto?',
  deleteConfirmMessage: (title: string) =>
    `Se eliminará «${title}» de Mis presupuestos. Esta acción no se puede deshacer.`,
  deleteConfirm: 'Eliminar',
  cancel: 'Cancelar',
  deletedTitle: 'Presupuesto eliminado',
  deleteErrorTitle: 'No se pudo eliminar el presupuesto',
  updatedAt: (when: string) => `Actualizado ${when}`,
} as const;

/** Issue 14, keeping the original file with a saved budget: not in the spec's catalogue. Sizes come formatted ('12,3'). */
export const originalFileTexts = {
  keep: 'Guardar también el archivo original',
  keepHint: (maxMegabytes: string, quotaMegabytes: string) =>
    `Se guarda con el presupuesto en Mis presupuestos: hasta ${maxMegabytes} MB por archivo y ${quotaMegabytes} MB en total.`,
  keeping: 'Guardando el archivo original…',
  kept: 'Archivo original guardado',
  retrying: (reason: string) => `No se pudo guardar el archivo original: ${reason}, reintentando`,
  quotaExceededTitle: 'No queda espacio para el archivo original',
  quotaExceededMessage: (quotaMegabytes: string) =>
    `Tu espacio (${quotaMegabytes} MB para presupuestos guardados y archivos originales) está lleno. El presupuesto sí se ha guardado, sin el archivo. Elimina en «Mis presupuestos» los que ya no necesites, empezando por los que guardan archivo original, para liberar espacio.`,
  tooLargeTitle: 'El archivo original es demasiado grande',
  tooLargeMessage: (maxMegabytes: string) =>
    `Solo se guardan archivos originales de hasta ${maxMegabytes} MB. El presupuesto sí se ha guardado, sin el archivo.`,
  unreadableTitle: 'No se pudo leer el archivo original',
  unreadableMessage: 'El presupuesto sí se ha guardado, sin el archivo.',
  download: 'Descargar original',
  downloadLabel: (title: string) => `Descargar original de ${title}`,
  downloadErrorTitle: 'No se pudo descargar el archivo original',
  loadErrorTitle: 'No se pudieron cargar los archivos originales',
  keptNote: (megabytes: string) => `original de ${megabytes} MB`,
  /** Where the original's download would be, while its parts are still arriving. */
  uploadingNote: 'Original guardándose: se podrá descargar cuando llegue entero.',
  /** Where the original's download would be, when its upload stopped half way. */
  interruptedNote:
    'Original incompleto: la subida se interrumpió y no se puede descargar. Se eliminará; el presupuesto sigue guardado.',
  /** After the list deleted originals whose upload had stopped half way. */
  interruptedDeleted: (count: number) =>
    count === 1
      ? 'Se eliminó un archivo original que no llegó a guardarse entero (se interrumpió la subida). Su presupuesto sigue guardado.'
      : `Se eliminaron ${count} archivos originales que no llegaron a guardarse enteros (se interrumpió la subida). Sus presupuestos siguen guardados.`,
  storageUsed: (usedMegabytes: string, quotaMegabytes: string) =>
    `Espacio usado: ${usedMegabytes} MB de ${quotaMegabytes} MB`,
  storageLabel: 'Espacio para archivos originales',
} as const;

/** Issue 22: the user's corrections as the budget, the client asked for, a document without prices confirmed. */
export const userBudgetTexts = {
  /** Under the TOTAL box once the user corrected lines: the document's figure, for the app alone. */
  documentSaid: (stated: string) =>
    `Total con tus correcciones (suma de las partidas). El documento decía ${stated}.`,
  /** Under the verdict's table of figures once the user corrected lines. */
  editedFiguresShown:
    'Has corregido partidas: la vista previa y los documentos Word y PDF muestran la suma de las partidas tal como están ahora. La columna «Documento» es lo que decía el documento original; no se imprime.',
  /** Beside the client when none is known: the Word leaves the client line out until one is typed. */
  clientMissing: 'Indica el cliente: hasta entonces, el documento Word no lleva línea de cliente.',
  clientMissingShown: 'Añadir cliente',
  clientPlaceholder: 'Escribe el nombre del cliente y pulsa Intro',
  noPricesTitle: 'Este presupuesto no tiene precios',
  noPricesMessage:
    'Se ha leído sin precios ni importes: el documento Word no tendrá precios, importes ni total. ¿Descargarlo así?',
  noPricesConfirm: 'Descargar sin precios',
  noPricesCancel: 'Cancelar',
} as const;

/** What a user stores is bounded by the database (issue 24): what to delete when a save is refused. */
export const storageLimitTexts = {
  quotaExceededTitle: 'No queda espacio para guardar el presupuesto',
  quotaExceededMessage: (quotaMegabytes: string) =>
    `Tus presupuestos guardados y sus archivos originales ocupan ya los ${quotaMegabytes} MB de tu espacio. Elimina en «Mis presupuestos» los que ya no necesites (los que guardan el archivo original son los que más ocupan); el próximo cambio se guardará.`,
  budgetsLimitTitle: 'Has llegado al máximo de presupuestos guardados',
  budgetsLimitMessage: (maxBudgets: number) =>
    `Puedes guardar hasta ${maxBudgets} presupuestos. Elimina en «Mis presupuestos» los que ya no necesites; el próximo cambio se guardará.`,
  budgetTooLargeTitle: 'El presupuesto es demasiado grande para guardarlo',
  budgetTooLargeMessage: (maxMegabytes: string) =>
    `Un presupuesto guardado puede ocupar hasta ${maxMegabytes} MB. Puedes seguir trabajando con él y exportarlo, pero no se guardará en «Mis presupuestos».`,
  statusQuotaExceeded: 'No guardado: no queda espacio. Elimina presupuestos en «Mis presupuestos».',
  statusBudgetsLimit: (maxBudgets: number) =>
    `No guardado: ya tienes ${maxBudgets} presupuestos. Elimina alguno en «Mis presupuestos».`,
  statusBudgetTooLarge: 'No guardado: el presupuesto es demasiado grande.',
} as const;

/** Recovery that explains itself (issue 24): a spent link, a request too soon, what to do. */
export const recoveryTexts = {
  linkExpiredTitle: 'El enlace de recuperación ha caducado o ya se ha usado',
  linkFailedTitle: 'No se pudo abrir el enlace de recuperación',
  linkHelp:
    'Cada enlace sirve una sola vez y durante un tiempo limitado. Para recibir uno nuevo, escribe tu email y pulsa «¿Has olvidado tu contraseña?».',
  waitTitle: 'Ya te hemos enviado un enlace',
  waitMessage: (seconds: number) =>
    `Revisa tu bandeja de entrada. Para pedir otro enlace, espera ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  tooManyTitle: 'Demasiados intentos',
  tooManyMessage: 'Espera unos minutos antes de volver a intentarlo.',
} as const;

/** Issue 23: the .bc3 and .xlsx downloads beside the Word one, each proved before it is offered. */
export const exportTexts = {
  /** The Word document's choice (issue 22): each item's description whole, or its opening. */
  fullDescriptions: 'Descripciones completas',
  fullDescriptionsHint:
    'Sin marcar, cada partida lleva su título y el comienzo de la descripción (un documento más corto).',
  downloadBc3: 'Descargar .bc3',
  downloadXlsx: 'Descargar Excel',
  preparing: 'Comprobando…',
  doneTitle: 'Archivo descargado',
  doneMessage: (fileName: string) =>
    `${fileName}: comprobado al volver a leerlo (mismas partidas, precios y total).`,
  changedMessage: (fileName: string, first: string, count: number) =>
    `${fileName}: comprobado al volver a leerlo. ${first}${count > 1 ? ` (y ${count - 1} cambios más)` : ''}`,
  failedTitle: 'El archivo no se ofrece',
  failedMessage: (problem: string) => `Al volver a leerlo no da el mismo presupuesto: ${problem}`,
  errorMessage: 'No se pudo generar el archivo.',
} as const;

/** Why an export run in its worker (export-in-worker.ts) ended without a file; shown after the format's own error text. */
export const exportWorkerTexts = {
  notStarted: 'Este navegador no pudo iniciar la exportación.',
  failed: 'Se produjo un error al construir el archivo.',
  crashed: 'El proceso de exportación se detuvo por un error.',
  unreadable: 'La respuesta de la exportación no se pudo leer.',
  notSent: 'No se pudo enviar el presupuesto a la exportación.',
  timedOut: 'La exportación tardó demasiado y se ha detenido.',
} as const;

/** Issue 22: the branded PDF beside the Word document, read back before it is offered. */
export const pdfTexts = {
  download: 'Descargar PDF',
  downloadLabel: (title: string) => `Descargar PDF de ${title}`,
  preparing: 'Generando PDF…',
  noPricesMessage:
    'Se ha leído sin precios ni importes: el PDF no tendrá precios, importes ni total. ¿Descargarlo así?',
  doneTitle: 'PDF descargado',
  doneMessage: (fileName: string) =>
    `${fileName}: comprobado al volver a leerlo (mismas partidas, importes y total).`,
  failedTitle: 'El PDF no se ofrece',
  errorMessage: 'No se pudo generar el PDF.',
} as const;
