import { MSG, PACKAGE_LIMITS } from '@skillway/shared';

/** The end of a zip holding the End Of Central Directory record (22 bytes) and the longest comment (65535). */
export const ZIP_TAIL_BYTES = 22 + 65_535;
/** The longest central directory read. */
const MAX_DIRECTORY_BYTES = 2 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** What a zipped upload may declare, and what its refusals say. */
export interface TZipRules {
  /** The most it may declare once expanded, in total. */
  maxExpandedBytes: number;
  maxEntries: number;
  /** The most expansion of a single entry. */
  maxRatio: number;
  notAZip: string;
  bomb: string;
}

/** Office documents: an XML part compresses ~10:1; zeros compress ~1000:1. */
export const DOCUMENT_ZIP_RULES: TZipRules = {
  maxExpandedBytes: 256 * 1024 * 1024,
  maxEntries: 5_000,
  maxRatio: 200,
  notAZip: 'The file is not a valid document (its zip structure is damaged).',
  bomb: 'The file expands to more than is allowed for a document.',
};

/** E-learning packages (the unpack worker checks each entry in full later: functions/core/content/packages). */
export const PACKAGE_ZIP_RULES: TZipRules = {
  maxExpandedBytes: PACKAGE_LIMITS.unpackedMaxBytes,
  maxEntries: PACKAGE_LIMITS.entriesMax,
  maxRatio: PACKAGE_LIMITS.ratioMax,
  notAZip: MSG.PACKAGE_NOT_A_ZIP,
  bomb: MSG.PACKAGE_ZIP_BOMB,
};

/**
 * What is wrong with a zip's central directory, or null. `tail` is the object from byte `tailStart` to its end;
 * `read` fetches an inclusive byte range. Only the directory is read: declared sizes are summed, nothing is inflated.
 */
export async function zipDirectoryProblem(
  size: number,
  tailStart: number,
  tail: Uint8Array,
  read: (start: number, end: number) => Promise<Uint8Array>,
  rules: TZipRules = DOCUMENT_ZIP_RULES,
): Promise<string | null> {
  const NOT_A_ZIP = rules.notAZip;
  const BOMB = rules.bomb;
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let eocd = -1;
  for (let at = tail.byteLength - 22; at >= 0; at -= 1) {
    if (view.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return NOT_A_ZIP;
  const entries = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) return BOMB; // ZIP64
  if (entries > rules.maxEntries) return BOMB;
  if (directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > tailStart + eocd) return NOT_A_ZIP;
  if (directorySize === 0) return entries === 0 ? null : NOT_A_ZIP;

  const directory =
    directoryOffset >= tailStart
      ? tail.subarray(directoryOffset - tailStart, directoryOffset - tailStart + directorySize)
      : await read(directoryOffset, directoryOffset + directorySize - 1);
  const dir = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  let total = 0;
  let at = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > directory.byteLength || dir.getUint32(at, true) !== CENTRAL) return NOT_A_ZIP;
    const compressed = dir.getUint32(at + 20, true);
    const expanded = dir.getUint32(at + 24, true);
    if (compressed === 0xffffffff || expanded === 0xffffffff) return BOMB;
    if (compressed > size) return NOT_A_ZIP;
    if (expanded > Math.max(compressed, 1024) * rules.maxRatio) return BOMB;
    total += expanded;
    if (total > rules.maxExpandedBytes) return BOMB;
    at += 46 + dir.getUint16(at + 28, true) + dir.getUint16(at + 30, true) + dir.getUint16(at + 32, true);
  }
  return null;
}
