/**
 * Texts as a .bc3 may carry them: `~` opens a record, `|` and `\` separate fields, so none
 * can stand in a text (FIEBDC-3 has no escape); they become `-` and `/`, like any character
 * Windows-1252 lacks, and are counted with those for the user. A summary (~C) is one line;
 * a long text (~T) keeps its line breaks as CRLF.
 */
import { ITEM_NOTE_LABEL, noteLines } from '../../model/item-note.ts';
import { spellInWindows1252, type CharacterReplacement } from './encode-bc3-text.ts';

const SEPARATOR_SPELLINGS: Readonly<Record<string, string>> = { '~': '-', '|': '/', '\\': '/' };

function replaceSeparators(text: string, replacements: Map<string, CharacterReplacement>): string {
  return text.replace(/[~|\\]/g, (character) => {
    const replacement = SEPARATOR_SPELLINGS[character] ?? '';
    const known = replacements.get(character);
    if (known) known.count += 1;
    else replacements.set(character, { character, replacement, count: 1 });
    return replacement;
  });
}

/** A one-line field: line breaks and tabs become spaces, the ends trimmed (readers trim them). */
export function writeBc3Line(
  text: string,
  replacements: Map<string, CharacterReplacement>,
): string {
  const oneLine = text.replace(/[\r\n\t]+/g, ' ').trim();
  return replaceSeparators(spellInWindows1252(oneLine, replacements), replacements);
}

/** An item's resumen as FIEBDC-3 splits it: its first line the summary (~C), the rest the long text (~T). */
export interface Bc3Texts {
  summary: string;
  /** Lines joined with CRLF; '' when the resumen has one line. */
  longText: string;
}

export function splitBc3Texts(
  resumen: string,
  replacements: Map<string, CharacterReplacement>,
): Bc3Texts {
  const lines = resumen.split(/\r\n|\r|\n/).map((line) => line.replace(/\t/g, ' ').trimEnd());
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  const summary = writeBc3Line(lines[0] ?? '', replacements);
  const rest = lines
    .slice(1)
    .map((line) => replaceSeparators(spellInWindows1252(line, replacements), replacements));
  return { summary, longText: rest.join('\r\n').trim() };
}

/**
 * The texts with the item's note after the long text. FIEBDC-3 has no record for a remark:
 * ~X holds technical properties against a dictionary, ~L the specifications (pliego), and
 * programs show either apart from the item, or not at all. The long text (~T) is what Presto,
 * Arquímedes and every viewer show and print under the item, so the note goes there, after a
 * blank line, as the Word and the PDF print it (`Observaciones: ver plano 3`); our reader
 * takes it back into the note (item-note.ts), other programs show it as part of the text.
 */
export function appendBc3Note(
  texts: Bc3Texts,
  note: string | undefined,
  replacements: Map<string, CharacterReplacement>,
): Bc3Texts {
  const lines = noteLines(note);
  if (lines.length === 0) return texts;
  const written = [`${ITEM_NOTE_LABEL} ${lines[0]}`, ...lines.slice(1)]
    .map((line) => replaceSeparators(spellInWindows1252(line, replacements), replacements))
    .join('\r\n');
  return {
    ...texts,
    longText: texts.longText === '' ? written : `${texts.longText}\r\n\r\n${written}`,
  };
}

/** The resumen a FIEBDC-3 reader rebuilds from those texts: the summary, then the long text. */
export function resumenFromBc3Texts({ summary, longText }: Bc3Texts): string {
  const text = longText.replace(/\r\n/g, '\n');
  if (text === '' || text === summary) return summary;
  return summary === '' ? text : `${summary}\n${text}`;
}
