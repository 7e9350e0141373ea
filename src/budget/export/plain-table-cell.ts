import { TableCell, type IXmlableObject } from 'docx';
import type { CellParagraph } from './cell-paragraph.ts';

/**
 * An item-table cell holding one CellParagraph, optionally shaded:
 * `<w:tc><w:tcPr><w:tcW …/><w:shd …/></w:tcPr><w:p>…</w:p></w:tc>`.
 *
 * It writes exactly what `new TableCell({ shading, children: [paragraph] })`
 * writes in a table with explicit column widths (the test compares the two),
 * without the tree of property components docx builds for every cell: on a
 * 2,000-item, ten-column budget that tree cost about a third of the export time.
 * The table still sets each cell's width from its grid through `setColumnWidth`.
 */
export class PlainTableCell extends TableCell {
  #width = 0;
  readonly #paragraph: CellParagraph;
  readonly #fill: string | undefined;

  constructor(paragraph: CellParagraph, fill?: string) {
    super({ children: [] });
    this.#paragraph = paragraph;
    this.#fill = fill;
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
    return { 'w:tc': [{ 'w:tcPr': properties }, this.#paragraph.prepForXml()] };
  }
}
