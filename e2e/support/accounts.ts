/** Accounts created by global-setup in the throw-away database. Each flow has its own. */
export const E2E_ACCOUNTS = {
  /** Signs in, uploads, downloads, signs out. */
  staff: { email: 'tecnica@construcciones-ejemplo.test', password: 'obra-segura-1' },
  /** Corrects a misread budget in the preview and downloads it. */
  corrector: { email: 'correctora@construcciones-ejemplo.test', password: 'corrige-bien-1' },
  /** Goes through password recovery (which ends its other sessions). */
  forgetful: { email: 'olvidadiza@construcciones-ejemplo.test', password: 'clave-antigua-1' },
  /** Mistypes, asks twice for a link, follows it from the inbox, then meets it spent. */
  lost: { email: 'despistada@construcciones-ejemplo.test', password: 'clave-despistada-1' },
  /** Keeps budgets in 'Mis presupuestos' across sessions. */
  keeper: { email: 'archivera@construcciones-ejemplo.test', password: 'guarda-todo-1' },
  /** Keeps a budget's original file too, and downloads it again. */
  archivist: { email: 'originales@construcciones-ejemplo.test', password: 'guarda-original-1' },
  /** Reads a budget in the preview at desktop and phone widths. */
  reader: { email: 'lectora@construcciones-ejemplo.test', password: 'lee-con-calma-1' },
  /** A second account that must see none of the keeper's budgets. */
  stranger: { email: 'ajena@construcciones-ejemplo.test', password: 'otra-cuenta-1' },
} as const;
