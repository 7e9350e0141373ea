/**
 * The client line. Spec §5: the first line holding the chapter keyword together
 * with a street or city marker. A labelled line (`CLIENTE: ...`, `PROMOTOR: ...`)
 * is clearer and wins when present.
 */
const LABELLED = /^(CLIENTE|PROMOTOR|PROPIEDAD|OBRA)\s*:\s*(\S.*)$/i;
const LABEL_PRIORITY = ['CLIENTE', 'PROMOTOR', 'PROPIEDAD', 'OBRA'];

/** `CAPÍTULO C08 CALLE TENERIFE`, `SUBCAPÍTULO 02.01 AVDA. DE LA PAZ`, `CAPITULO 3 PLAZA MAYOR, MADRID`. */
const CHAPTER_WITH_PLACE =
  /^(?:SUB)?CAP[IÍ]TULO\s+\S+\s+(.*\b(?:CALLE|C\/|AVDA\.?|AVENIDA|PLAZA|PZA\.?|PASEO|CAMINO|CTRA\.?|CARRETERA|URB\.?|URBANIZACI[OÓ]N|BARRIO|MUNICIPIO|LOCALIDAD|POL[IÍ]GONO)(?:\s|$|,).*)$/i;

export interface ClientCandidate {
  client: string;
  /** Lower is stronger: labels in LABEL_PRIORITY order, then the chapter line. */
  rank: number;
}

/** A chapter heading is a short line; anything longer is text glued by extraction. */
const MAX_CHAPTER_LINE_LENGTH = 100;

export function detectClient(line: string): ClientCandidate | undefined {
  // Cheap test first: a labelled line has a colon, a chapter line the word CAPÍTULO.
  if (!line.includes(':') && !line.includes('TULO') && !line.includes('tulo')) return undefined;
  const labelled = LABELLED.exec(line);
  if (labelled) {
    return {
      client: (labelled[2] as string).trim(),
      rank: LABEL_PRIORITY.indexOf((labelled[1] as string).toUpperCase()),
    };
  }
  if (line.length > MAX_CHAPTER_LINE_LENGTH) return undefined;
  const chapter = CHAPTER_WITH_PLACE.exec(line);
  if (chapter) return { client: (chapter[1] as string).trim(), rank: LABEL_PRIORITY.length };
  return undefined;
}
