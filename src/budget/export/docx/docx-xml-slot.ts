/**
 * A place in a docx document for XML we write ourselves (the items table, docx-items-table.ts),
 * filled in the packed .docx: docx writes the document around an empty `<presupuestos:slot>`
 * element, then fillXmlSlots replaces that element in word/document.xml with the XML and zips the
 * package again with fflate, the zip library docx itself uses.
 */
import { Paragraph, type IXmlableObject } from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

const SLOT_ELEMENT = 'presupuestos:slot';
const DOCUMENT_PART = 'word/document.xml';

/** The element docx writes for a slot: `<presupuestos:slot name="items-body"/>`. */
function slotTag(name: string): string {
  return `<${SLOT_ELEMENT} name="${name}"/>`;
}

/**
 * Stands where block content (a table, paragraphs) is to go, in a section or a table cell, as a
 * paragraph would. docx documents overriding `prepForXml` as the way to customise an element.
 */
export class XmlSlot extends Paragraph {
  readonly #name: string;

  /** `name`: letters, digits and dashes; each slot of a document has its own. */
  constructor(name: string) {
    super({});
    if (!/^[a-z0-9-]+$/i.test(name)) throw new Error(`nombre de hueco no válido: ${name}`);
    this.#name = name;
  }

  override prepForXml(): IXmlableObject {
    return { [SLOT_ELEMENT]: { _attr: { name: this.#name } } };
  }
}

/**
 * The .docx with each named slot of its document replaced by its XML. A slot missing from the
 * document, or written twice, is an error: its content would be lost or repeated.
 */
export function fillXmlSlots(docx: Uint8Array, xmlBySlot: ReadonlyMap<string, string>): Uint8Array {
  const files = unzipSync(docx);
  const documentBytes = files[DOCUMENT_PART];
  if (documentBytes === undefined) throw new Error(`el .docx no tiene ${DOCUMENT_PART}`);
  let xml = strFromU8(documentBytes);
  for (const [name, content] of xmlBySlot) {
    const tag = slotTag(name);
    const at = xml.indexOf(tag);
    if (at === -1 || xml.indexOf(tag, at + tag.length) !== -1)
      throw new Error(`el hueco ${name} no está una sola vez en el documento`);
    xml = xml.slice(0, at) + content + xml.slice(at + tag.length);
  }
  // Each part keeps its place in the package, as unzipSync gives them in the zip's order.
  files[DOCUMENT_PART] = strToU8(xml);
  return zipSync(files);
}
