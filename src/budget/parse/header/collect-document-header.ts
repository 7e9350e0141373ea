/**
 * The budget's header as the document prints it: the work's title, the client, the location
 * and the date, gathered line by line by the readers (the layout reader, the table stage) and
 * set on the budget they build. Each field is the first one printed (a report repeats its
 * header on every page).
 */
import type { Budget } from '../../model/budget.ts';
import { readHeaderLabels, type HeaderFieldName } from './read-header-labels.ts';

/** A work's name is a line, not a paragraph. */
const MAX_PROJECT_NAME_LENGTH = 160;
/** A name holds letters: a line of figures or marks names nothing. */
const HAS_LETTER = /\p{L}/u;

export class DocumentHeaderCollector {
  private readonly found: Partial<Record<HeaderFieldName, string>> = {};
  private projectName: string | undefined;

  /**
   * Reads a line (or a spreadsheet row's cells joined by spaces); true when it is a labelled
   * header line (`Proyecto: …`, `Promotor:` left empty too), which holds nothing else.
   */
  readLine(text: string): boolean {
    const labels = readHeaderLabels(text);
    for (const { field, value } of labels) this.found[field] ??= value;
    return labels.length > 0 || opensWithEmptyLabel(text);
  }

  /**
   * The line a report prints under its title (`PRESUPUESTO` / `PROYECTO DE RENATURALIZACIÓN
   * DEL COMPLEJO NAVAS DE TOLOSA`): the work's name where no `Proyecto:` or `Obra:` names it.
   */
  readProjectName(text: string): void {
    const name = text.replace(/\s+/g, ' ').trim();
    if (this.projectName !== undefined || name.length > MAX_PROJECT_NAME_LENGTH) return;
    if (HAS_LETTER.test(name)) this.projectName = name;
  }

  /** The client the document names, if any. */
  get client(): string | undefined {
    return this.found.client;
  }

  /** Sets the fields the document printed on a budget that has none of its own yet. */
  applyTo(budget: Budget): void {
    const title = this.found.title ?? this.projectName;
    if (title !== undefined && budget.title === undefined) budget.title = title;
    if (this.found.location !== undefined && budget.location === undefined)
      budget.location = this.found.location;
    if (this.found.date !== undefined && budget.date === undefined) budget.date = this.found.date;
  }
}

/** `Promotor:` or `Situación:` printed empty: the header's line all the same. */
const EMPTY_LABEL =
  /^\s*(?:proyecto|obra|cliente|promotora?|propiedad|situaci[oó]n|emplazamiento|localidad|ubicaci[oó]n|fecha)\s*:\s*$/i;

function opensWithEmptyLabel(text: string): boolean {
  return text.includes(':') && EMPTY_LABEL.test(text);
}
