import { TableCell, type IXmlableObject } from 'docx';
import type { CellParagraph } from './cell-paragraph.ts';

/**
 * An item-table cell holding one CellParagraph, optionally shaded, with its side margins:
 * `<w:tc><w:tcPr><w:tcW …/><w:shd …/><w:tcMar>…</w:tcMar></w:tcPr><w:p>…</w:p></w:tc>`.
 * The margins are the cell's own, not only the table's (`w:tblCellMar`): LibreOffice ignores
 * the table's and set the text flush against the blue header bar and the row shading.
 *
 * It writes exactly what `new TableCell({ shading, children: [paragraph] })`
 * writes in a table with explicit column widths (the test compares the two),
 * without the tree of property components docx builds for every cell: on a
 * 2,000-item, ten-column budget that tree cost about a third of the export time.
 * The table still sets each cell's width from its grid through `setColumnWidth`.
 */
/** A cell's left and right margins, in twips. */
export interface CellSides {
  left: number;
  right: number;
}

export class PlainTableCell extends TableCell {
  #width = 0;
  readonly #paragraph: CellParagraph;
  readonly #fill: string | undefined;
  readonly #sides: CellSides | undefined;

  constructor(paragraph: CellParagraph, fill?: string, sides?: CellSides) {
    super({ children: [] });
    this.#paragraph = paragraph;
    this.#fill = fill;
    this.#sides = sides;
  }

  override setColumnWidth(twips: number): void {
    this.#width = twips;
  }

  override prepForXml(): IXmlableObject {
    const properties: IXmlableObject[] = [
      { 'w:tcW': { _attr: { 'w:type': 'dxa', 'w:w': this.#width } } },
    ];
    if (this.#fill !== undefined) {
      properties.push({
        'w:shd': { _attr: { 'w:fill': this.#fill, 'w:color': 'auto', 'w:val': 'clear' } },
      });
    }
    if (this.#sides !== undefined) {
      const side = (twips: number) => ({ _attr: { 'w:type': 'dxa', 'w:w': twips } });
      properties.push({
        'w:tcMar': [{ 'w:left': side(this.#sides.left) }, { 'w:right': side(this.#sides.right) }],
      });
    }
    return { 'w:tc': [{ 'w:tcPr': properties }, this.#paragraph.prepForXml()] };
  }
}
