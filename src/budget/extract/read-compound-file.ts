import { BudgetError, type BudgetErrorCode } from '../errors.ts';

/**
 * Opens an OLE compound file (Word 97-2003 .doc, Excel 97-2003 .xls, an
 * encrypted Office 2007+ file): the names of its streams and their bytes.
 *
 * Written here rather than taken from `cfb` (SheetJS's reader, which SheetJS
 * also embeds): its chain readers follow "next sector" links without
 * remembering where they have been, so a hostile file whose chain loops back on
 * itself keeps them reading and allocating forever. A bounded walk was needed
 * before any library could be trusted with the bytes, and with that walk a
 * stream is only its sectors put end to end. Every chain must end, stay inside
 * the file and visit each sector once, so the work is bounded by the file size.
 * Layout: [MS-CFB] 2.2 (header), 2.3 (FAT), 2.4 (mini FAT), 2.5 (DIFAT), 2.6 (directory).
 */

export interface CompoundFile {
  /** The stream names, storages flattened (a .doc's `WordDocument`, `1Table`; an .xls's `Workbook`). */
  names: string[];
  /** A stream's bytes (the first with that name), or undefined. */
  stream(name: string): Uint8Array | undefined;
}

const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const HEADER_BYTES = 512;
const HEADER_DIFAT_ENTRIES = 109;
const HEADER_DIFAT_OFFSET = 0x4c;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM_ENTRY = 2;
const ROOT_ENTRY = 5;
/** [MS-CFB]: version 3 files use 512-byte sectors, version 4 files 4096-byte ones. */
const SECTOR_SHIFTS = new Set([9, 12]);
const MINI_SECTOR_BYTES = 64;

interface StreamEntry {
  name: string;
  start: number;
  size: number;
}

export function readCompoundFile(bytes: Uint8Array, corrupt: BudgetErrorCode): CompoundFile {
  const fail = (): never => {
    throw new BudgetError(corrupt);
  };
  if (bytes.length < HEADER_BYTES) fail();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (offset: number) => view.getUint16(offset, true);
  const u32 = (offset: number) => view.getUint32(offset, true);

  const sectorShift = u16(0x1e);
  if (!SECTOR_SHIFTS.has(sectorShift)) fail();
  const sectorBytes = 2 ** sectorShift;
  const sectorCount = Math.ceil((bytes.length - sectorBytes) / sectorBytes);
  const sectorOffset = (sector: number) => (sector + 1) * sectorBytes;
  const sectorAt = (sector: number) =>
    bytes.subarray(sectorOffset(sector), Math.min(sectorOffset(sector + 1), bytes.length));
  const inFile = (sector: number) =>
    sector < sectorCount && sectorOffset(sector) + 4 <= bytes.length;
  const entriesPerSector = sectorBytes / 4;

  // The FAT's own sectors: 109 listed in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  const addFatSector = (sector: number) => {
    if (sector !== FREE_SECTOR && sector !== END_OF_CHAIN) fatSectors.push(sector);
  };
  for (let index = 0; index < HEADER_DIFAT_ENTRIES; index++)
    addFatSector(u32(HEADER_DIFAT_OFFSET + index * 4));
  const seenDifat = new Set<number>();
  for (
    let sector = u32(0x44), remaining = u32(0x48);
    remaining > 0 && sector !== END_OF_CHAIN && sector !== FREE_SECTOR;
    remaining--
  ) {
    if (!inFile(sector) || seenDifat.has(sector)) fail();
    seenDifat.add(sector);
    const base = sectorOffset(sector);
    for (let index = 0; index < entriesPerSector - 1; index++) addFatSector(u32(base + index * 4));
    sector = u32(base + (entriesPerSector - 1) * 4);
  }
  const nextInTable = (table: readonly number[]) => (sector: number) => {
    const holder = table[Math.floor(sector / entriesPerSector)];
    if (holder === undefined || !inFile(holder)) return fail();
    return u32(sectorOffset(holder) + (sector % entriesPerSector) * 4);
  };
  const nextSector = nextInTable(fatSectors);

  /** The sectors of a chain, in order; fails on a loop or a link outside the table. */
  const chain = (start: number, next: (sector: number) => number, limit: number): number[] => {
    const sectors: number[] = [];
    const seen = new Set<number>();
    for (let sector = start; sector !== END_OF_CHAIN; sector = next(sector)) {
      if (sector >= limit || seen.has(sector)) fail();
      seen.add(sector);
      sectors.push(sector);
    }
    return sectors;
  };

  const directory = chain(u32(0x30), nextSector, sectorCount);
  const nextMiniSector = nextInTable(chain(u32(0x3c), nextSector, sectorCount));
  const miniCutoff = u32(0x38);

  const streams: StreamEntry[] = [];
  let miniStream: Uint8Array = new Uint8Array(0);
  for (const sector of directory) {
    const base = sectorOffset(sector);
    for (let entry = base; entry < base + sectorBytes; entry += DIRECTORY_ENTRY_BYTES) {
      if (entry + DIRECTORY_ENTRY_BYTES > bytes.length) fail();
      const type = bytes[entry + 0x42];
      const start = u32(entry + 0x74);
      const size = u32(entry + 0x78);
      if (type === ROOT_ENTRY) {
        // The root's chain holds the mini stream that small streams live in.
        miniStream = concat(chain(start, nextSector, sectorCount).map(sectorAt));
      } else if (type === STREAM_ENTRY) {
        streams.push({ name: entryName(bytes, entry, u16(entry + 0x40)), start, size });
      }
    }
  }
  const miniSectorCount = Math.floor(miniStream.length / MINI_SECTOR_BYTES);

  return {
    names: streams.map((entry) => entry.name),
    stream(name) {
      const entry = streams.find((candidate) => candidate.name === name);
      if (!entry) return undefined;
      if (entry.size === 0) return new Uint8Array(0);
      const data =
        entry.size < miniCutoff
          ? concat(
              chain(entry.start, nextMiniSector, miniSectorCount).map((mini) =>
                miniStream.subarray(mini * MINI_SECTOR_BYTES, (mini + 1) * MINI_SECTOR_BYTES),
              ),
            )
          : concat(chain(entry.start, nextSector, sectorCount).map(sectorAt));
      if (data.length < entry.size) fail();
      return data.subarray(0, entry.size);
    },
  };
}

function entryName(bytes: Uint8Array, entry: number, nameBytes: number): string {
  const length = Math.max(0, Math.min(nameBytes, 64) - 2); // the length counts the final NUL
  return new TextDecoder('utf-16le').decode(bytes.subarray(entry, entry + length));
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}
