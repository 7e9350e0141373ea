/**
 * Which pieces of PDF text are figures, for finding a report's figure columns. Only the
 * shape is judged here (digits, grouping, one decimal part, an optional € or %): which
 * mark is the decimal one is the readers' business, once the figure reaches them whole.
 */

/**
 * A printed figure: an optional sign or €, digits grouped by `.`, `,`, `'`, a space or a
 * no-break space (or not grouped), an optional decimal part, an optional € or % after it.
 */
const FIGURE =
  /^(?:€ ?)?[-−+]?(?:\d{1,3}(?:[.,'\u0020\u00A0\u202F]\d{3})+|\d+)(?:[.,]\d+)?(?: ?[€%])?$/;
/** A figure whose thousands are grouped by spaces: `1 234,56`, `12 345`, `1 161 691,39 €`. */
const SPACED_FIGURE = /^[-−]?\d{1,3}(?:[\u0020\u00A0\u202F]\d{3})+(?:[.,]\d+)?(?: ?[€%])?$/;
/** The head of a spaced figure drawn apart from the rest: `1`, `-12`, `1 161`. */
const SPACED_HEAD = /^[-−]?\d{1,3}(?: \d{3})*$/;
/** What may follow a spaced head to finish the figure: three digits, then a group, a decimal part or the end. */
const SPACED_TAIL = /^\d{3}(?:[\u0020\u00A0\u202F.,]|$| ?[€%]$)/;
const GROUP_SPACES = /[\u0020\u00A0\u202F](?=\d{3}(?:\D|$))/g;

export function isFigureText(text: string): boolean {
  return FIGURE.test(text);
}

/**
 * True when `head` and `tail`, drawn as two runs a word space apart, are one figure whose
 * thousands are grouped by a space (`1` + `234,56`).
 */
export function continuesSpacedFigure(head: string, tail: string): boolean {
  return SPACED_HEAD.test(head) && SPACED_TAIL.test(tail) && SPACED_FIGURE.test(`${head} ${tail}`);
}

/**
 * `1 234,56` -> `1234,56`: a figure standing alone in a figure column loses the spaces
 * that group its thousands, so every reader takes it as one figure, not as `1` and `234,56`.
 */
export function unspaceFigure(text: string): string {
  return SPACED_FIGURE.test(text) ? text.replace(GROUP_SPACES, '') : text;
}

/** How FIGURE opens: a €, a sign or a digit. */
const OPENS_FIGURE = /^[€\-−+\d]/;

/** A currency or percent sign printed a space after its figure. */
const SIGN_AFTER = /^[€%]$/;

/**
 * The figures of a text that holds nothing but two or more figures (`22.109,57
 * 43.341.611,17`, `1 234,56 7,85 €`): pdf.js joins the runs of one line drawn in one font
 * into one when they stand close, so a row's figures may arrive as one run. Undefined for
 * any other text, one figure included.
 */
export function splitFigures(text: string): string[] | undefined {
  // Most pieces are words: two figures need a space, and the first opens as FIGURE does.
  if (!text.includes(' ') || !OPENS_FIGURE.test(text)) return undefined;
  const figures: string[] = [];
  for (const token of text.split(' ')) {
    const last = figures.at(-1);
    if (last !== undefined && (SIGN_AFTER.test(token) || continuesSpacedFigure(last, token)))
      figures[figures.length - 1] = `${last} ${token}`;
    else figures.push(token);
  }
  return figures.length >= 2 && figures.every(isFigureText) ? figures : undefined;
}
