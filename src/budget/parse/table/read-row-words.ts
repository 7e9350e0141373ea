/**
 * What a row's words say it is, in whatever column they stand: a chapter keyword
 * (`CAPÍTULO 1: EXPLANACIONES.`, `SUBCAPÍTULO 01.02 …`, `APARTADO …`), a total (`TOTAL
 * CAPÍTULO 3`, `TOTAL 01.01`, `TOTAL CONTROL CALIDAD`, `PRESUPUESTO SIN IVA`, `PRESUPUESTO
 * DE EJECUCIÓN MATERIAL`), or a line of the summary below the budget (overheads, profit,
 * VAT, the contract total), which restates the budget and is no item.
 */
import { READS_ES, READS_US, stylesOf, valueIn, type NumberStyle } from './read-cell-figure.ts';

export interface ChapterWords {
  code: string;
  title: string;
  level: number;
}

const CHAPTER_KEYWORD = /^((?:sub)*)(cap[ií]tulo|apartado)\s+(?:n[º°o]\.?\s*)?(\S+)\s*(.*)$/i;

/** `CAPÍTULO 1: EXPLANACIONES.` → code `1`, title `EXPLANACIONES`, level 1. */
export function readChapterWords(text: string): ChapterWords | undefined {
  const lead = text.charCodeAt(0) | 0x20;
  if (lead !== 0x63 && lead !== 0x73 && lead !== 0x61) return undefined;
  const match = CHAPTER_KEYWORD.exec(text);
  if (!match) return undefined;
  const subs = (match[1] as string).length / 3;
  const apartado = (match[2] as string).toLowerCase() === 'apartado';
  const code = (match[3] as string).replace(/[.:-]+$/, '');
  if (code === '' || !/\d/.test(code)) return undefined;
  const title = (match[4] as string)
    .replace(/^[.:\s-]+/, '')
    .replace(/\.$/, '')
    .trim();
  return { code, title, level: apartado ? 3 + subs : 1 + subs };
}

const TOTAL_WORDS =
  /^(?:total(?:es)?\b|suma\b|subtotal\b|presupuesto\s+(?:de\s+)?ejecuci[oó]n\s+(?:material|por\s+contrata)|presupuesto\s+sin\s+iva|presupuesto\s+total|importe\s+total|p\.?\s?e\.?\s?m\.?(?:\s|$))/i;
/** Lines of the summary below the budget: what they add is no item and no chapter. */
const SUMMARY_WORDS =
  /gastos\s+generales|beneficio\s+industrial|\bi\.?\s?v\.?\s?a\b|contrata|licitaci[oó]n|\bbaja\b|honorarios|^suma\b/i;
/** A total that is the budget's own: the PEM or the budget without VAT. */
const BUDGET_TOTAL = /ejecuci[oó]n\s+material|sin\s+iva|^p\.?\s?e\.?\s?m/i;

export type TotalWords =
  | { kind: 'summary' }
  /** `TOTAL 01.01`, `TOTAL CAPÍTULO 3`: the words after the keyword that may name a chapter. */
  | { kind: 'total'; reference: string[]; budget: boolean };

/**
 * A summary line named by its rate or its own name, without a total's keyword: `13% GG`,
 * `6 % B.I.`, `21% IVA`, `Gastos generales 13%`, `I.V.A. (21%)`. Only the label opening the
 * cell counts: an item's description that mentions VAT further on is no summary line.
 */
const SUMMARY_LABEL =
  /^(?:\d{1,2}(?:[.,]\d{1,2})?\s*%\s*(?:de\s+)?(?:g\.?\s?g\.?|b\.?\s?i\.?|i\.?\s?v\.?\s?a\.?|gastos\s+generales|beneficio\s+industrial)(?=[\s.:(]|$)|(?:gastos\s+generales|beneficio\s+industrial|i\.\s?v\.\s?a\.?|iva)(?=[\s.:(]|$))/i;

export function readTotalWords(text: string): TotalWords | undefined {
  const lead = text.charCodeAt(0) | 0x20;
  if (
    ((lead >= 0x30 && lead <= 0x39) || lead === 0x67 || lead === 0x62 || lead === 0x69) &&
    SUMMARY_LABEL.test(text)
  )
    return { kind: 'summary' };
  if (lead !== 0x74 && lead !== 0x73 && lead !== 0x70 && lead !== 0x69) return undefined;
  if (!TOTAL_WORDS.test(text)) return undefined;
  const budget = BUDGET_TOTAL.test(text);
  if (!budget && SUMMARY_WORDS.test(text)) return { kind: 'summary' };
  const words = text
    .replace(/[.…_]{2,}.*$/, '')
    .split(/\s+/)
    .slice(1)
    .filter(
      (word) =>
        !/^(?:n[º°o]\.?|:|-|(?:sub)*cap[ií]tulo|(?:sub)*apartado|del?|general)$/i.test(word),
    );
  return { kind: 'total', reference: words, budget };
}

/** `TOTAL 178.885.602,81`: a total written with its amount in one cell. */
export function trailingFigure(text: string, style: NumberStyle): number | undefined {
  const match = /(-?\d[\d.,]*)\s*(?:€|EUR|euros)?\.?$/i.exec(text);
  if (!match) return undefined;
  const plain = match[1] as string;
  const styles = stylesOf(plain);
  if (styles === 0) return undefined;
  const chosen: NumberStyle = styles === READS_ES ? 'es' : styles === READS_US ? 'us' : style;
  return valueIn(plain, chosen);
}

/** `Página 2`, `Pág. 2 de 7`, `Hoja 3/9`: a page's number in words, printed at its head or foot. */
const PAGE_MARK =
  /^(?:p[áa]g(?:ina)?\.?|hoja)\s*(?:n[º°o]\.?\s*)?\d{1,4}(?:\s*(?:de|\/)\s*\d{1,4})?$/i;

export function isPageMark(text: string): boolean {
  const lead = text.charCodeAt(0) | 0x20;
  return (lead === 0x70 || lead === 0x68) && PAGE_MARK.test(text.trim());
}
