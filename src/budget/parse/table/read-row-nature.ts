/**
 * The nature column of Presto's own Excel export (`Nat`): what each row is. Chapters and
 * subchapters say `Capítulo`; every other nature (`Partida`, `Material`, `Mano de obra`,
 * `Maquinaria`, `Otros`, …) sitting in a chapter is an item of it.
 */
const CHAPTER_NATURE = /^(?:sub)?cap[ií]tulo$/i;
const NATURES =
  /^(?:(?:sub)?cap[ií]tulo|partida|material(?:es)?|mano de obra|maquinaria|otros|medios auxiliares|residuo|residuos|sin clasificar|clasificaci[oó]n de residuos|costes? indirectos?|porcentaje|%)$/i;

export function isNature(text: string): boolean {
  return text.length <= 30 && NATURES.test(text.trim());
}

export function isChapterNature(text: string): boolean {
  return text.length <= 12 && CHAPTER_NATURE.test(text.trim());
}
