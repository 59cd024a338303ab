import { MSG, PACKAGE_LIMITS } from '@skillway/shared';

/**
 * The zip checks of an e-learning package, on its central directory alone (nothing is inflated here): what the
 * archive declares must be safe before a single file is written. unpack.ts then holds every entry to what it
 * declared while inflating (a lying size is refused there).
 */

/** A package refused for what it holds: the message is shown to the administrator (asset.package.error). */
export class PackageRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PackageRefused';
  }
}

export type TPackageLimits = { readonly [K in keyof typeof PACKAGE_LIMITS]: number };

/** One file (or folder) of the package as its central directory declares it. */
export interface TZipEntry {
  /** The path inside the zip, checked and normalised ('./' segments dropped); folders end in '/'. */
  path: string;
  directory: boolean;
  /** 0 stored, 8 deflate. */
  method: number;
  compressedSize: number;
  /** Declared inflated size. */
  size: number;
  crc: number;
  /** Offset of the entry's local header. */
  localOffset: number;
}

/** Where the central directory lies and what it holds. */
export interface TZipDirectory {
  entries: TZipEntry[];
  /** Offset of the central directory: every entry's data lies before it. */
  directoryOffset: number;
}

/** End Of Central Directory record (22 bytes) plus the longest comment it may carry. */
const ZIP_TAIL_BYTES = 22 + 65_535;
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const ZIP64_EOCD_LOCATOR = 0x07064b50;
/** A directory entry is 46 bytes plus its name (≤ 255 here), extra field and comment (≤ 64 KB each). */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_UTF8 = 0x0800;
const HOST_UNIX = 3;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** Entries smaller than this are never refused for their ratio (tiny files of spaces compress ~1000:1). */
const RATIO_FLOOR_BYTES = 1024;

const utf8 = new TextDecoder('utf-8', { fatal: false });
const latin1 = new TextDecoder('latin1');

/**
 * What is wrong with an entry's path, or null. Refused: absolute paths, drive letters, backslashes, control
 * characters, `..` segments, empty segments and paths longer than the limit.
 */
export function entryPathProblem(path: string, limits: TPackageLimits = PACKAGE_LIMITS): string | null {
  if (path.length === 0) return MSG.PACKAGE_BAD_PATH;
  if (path.startsWith('/')) return MSG.PACKAGE_ABSOLUTE_PATH;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here.
  if (path.includes('\\') || /^[A-Za-z]:/.test(path) || /[\u0000-\u001f\u007f]/.test(path)) {
    return MSG.PACKAGE_BAD_PATH;
  }
  const segments = path.replace(/\/$/, '').split('/');
  if (segments.includes('..')) return MSG.PACKAGE_PATH_TRAVERSAL;
  if (segments.some((segment) => segment === '')) return MSG.PACKAGE_BAD_PATH;
  if (path.length > limits.pathMax) return MSG.PACKAGE_PATH_TOO_LONG;
  return null;
}

/** The path with its `.` segments dropped ('./a/./b' → 'a/b'); a folder keeps its trailing '/'. */
function normalisePath(path: string): string {
  const folder = path.endsWith('/');
  const segments = path
    .split('/')
    .filter((segment, index, all) => segment !== '.' && !(folder && index === all.length - 1));
  return segments.join('/') + (folder && segments.length > 0 ? '/' : '');
}

function findEndRecord(tail: Uint8Array): number {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let at = tail.byteLength - 22; at >= 0; at -= 1) {
    if (view.getUint32(at, true) === EOCD && at + 22 + view.getUint16(at + 20, true) <= tail.byteLength) return at;
  }
  return -1;
}

/**
 * Reads and checks a package's central directory. `read` answers an inclusive byte range of the zip of `size`
 * bytes. Throws PackageRefused for: no zip, a damaged or multi-disk directory, ZIP64, more entries than allowed,
 * an unsafe or duplicate path, a symbolic link, an encrypted entry, a method other than stored or deflate, a
 * stored entry whose sizes differ, an entry expanding more than the ratio allows, overlapping entries, and more
 * than the unpacked limit in all.
 */
export async function readZipDirectory(
  size: number,
  read: (start: number, end: number) => Promise<Uint8Array>,
  limits: TPackageLimits = PACKAGE_LIMITS,
): Promise<TZipDirectory> {
  if (size > limits.zipMaxBytes) throw new PackageRefused(MSG.PACKAGE_TOO_BIG);
  if (size < 22) throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
  const tailStart = Math.max(0, size - ZIP_TAIL_BYTES);
  const tail = await read(tailStart, size - 1);
  const eocd = findEndRecord(tail);
  if (eocd < 0) throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  const disk = view.getUint16(eocd + 4, true);
  const directoryDisk = view.getUint16(eocd + 6, true);
  const entriesOnDisk = view.getUint16(eocd + 8, true);
  const entryCount = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  const zip64 =
    entryCount === 0xffff ||
    directorySize === 0xffffffff ||
    directoryOffset === 0xffffffff ||
    (eocd >= 20 && view.getUint32(eocd - 20, true) === ZIP64_EOCD_LOCATOR);
  if (zip64) throw new PackageRefused(MSG.PACKAGE_ZIP64);
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount)
    throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
  if (entryCount > limits.entriesMax) throw new PackageRefused(MSG.PACKAGE_TOO_MANY_ENTRIES);
  if (directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > tailStart + eocd) {
    throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
  }
  const directory =
    directorySize === 0
      ? new Uint8Array(0)
      : directoryOffset >= tailStart
        ? tail.subarray(directoryOffset - tailStart, directoryOffset - tailStart + directorySize)
        : await read(directoryOffset, directoryOffset + directorySize - 1);
  const entries = parseDirectory(directory, entryCount, directoryOffset, limits);
  checkLayout(entries, directoryOffset);
  return { entries, directoryOffset };
}

function parseDirectory(
  directory: Uint8Array,
  entryCount: number,
  directoryOffset: number,
  limits: TPackageLimits,
): TZipEntry[] {
  const dir = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const entries: TZipEntry[] = [];
  const seen = new Set<string>();
  let total = 0;
  let at = 0;
  for (let index = 0; index < entryCount; index += 1) {
    if (at + 46 > directory.byteLength || dir.getUint32(at, true) !== CENTRAL) {
      throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
    }
    const madeBy = dir.getUint16(at + 4, true);
    const flags = dir.getUint16(at + 8, true);
    const method = dir.getUint16(at + 10, true);
    const crc = dir.getUint32(at + 16, true);
    const compressedSize = dir.getUint32(at + 20, true);
    const size = dir.getUint32(at + 24, true);
    const nameLength = dir.getUint16(at + 28, true);
    const extraLength = dir.getUint16(at + 30, true);
    const commentLength = dir.getUint16(at + 32, true);
    const externalAttributes = dir.getUint32(at + 38, true);
    const localOffset = dir.getUint32(at + 42, true);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > directory.byteLength) throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
    const nameBytes = directory.subarray(at + 46, at + 46 + nameLength);
    // Names are UTF-8 when flagged (and in practice from every tool that writes non-ASCII names), else CP437.
    const rawName = flags & FLAG_UTF8 ? utf8.decode(nameBytes) : decodeLegacyName(nameBytes);
    at = end;

    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) {
      throw new PackageRefused(MSG.PACKAGE_ZIP64);
    }
    const pathProblem = entryPathProblem(rawName, limits);
    if (pathProblem) throw new PackageRefused(pathProblem);
    if (madeBy >>> 8 === HOST_UNIX && ((externalAttributes >>> 16) & S_IFMT) === S_IFLNK) {
      throw new PackageRefused(MSG.PACKAGE_SYMLINK);
    }
    if (flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) throw new PackageRefused(MSG.PACKAGE_ENCRYPTED);
    if (method !== 0 && method !== 8) throw new PackageRefused(MSG.PACKAGE_UNSUPPORTED_COMPRESSION);
    if (method === 0 && compressedSize !== size) throw new PackageRefused(MSG.PACKAGE_SIZE_MISMATCH);
    if (localOffset + 30 + compressedSize > directoryOffset) throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
    if (size > Math.max(compressedSize, RATIO_FLOOR_BYTES) * limits.ratioMax) {
      throw new PackageRefused(MSG.PACKAGE_ZIP_BOMB);
    }
    total += size;
    if (total > limits.unpackedMaxBytes) throw new PackageRefused(MSG.PACKAGE_UNPACKED_TOO_BIG);

    const path = normalisePath(rawName);
    const directoryEntry = path.endsWith('/');
    if (directoryEntry && size > 0) throw new PackageRefused(MSG.PACKAGE_BAD_PATH);
    // './' alone names the root folder: nothing to write.
    if (path === '') continue;
    // A file and a folder of the same name clash as much as two files do.
    if (seen.has(path) || seen.has(directoryEntry ? path.slice(0, -1) : `${path}/`)) {
      throw new PackageRefused(MSG.PACKAGE_DUPLICATE_PATH);
    }
    seen.add(path);
    entries.push({ path, directory: directoryEntry, method, compressedSize, size, crc, localOffset });
  }
  return entries;
}

/**
 * Entries must not share bytes: an "overlapping" zip bomb points many directory entries at one small deflate
 * stream that expands hugely, so the ratio and total checks would each see a modest entry.
 */
function checkLayout(entries: readonly TZipEntry[], directoryOffset: number): void {
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let index = 1; index < byOffset.length; index += 1) {
    const previous = byOffset[index - 1] as TZipEntry;
    const entry = byOffset[index] as TZipEntry;
    // The local header is 30 bytes plus the name (at least one byte) before the data.
    if (entry.localOffset < previous.localOffset + 31 + previous.compressedSize) {
      throw new PackageRefused(MSG.PACKAGE_ZIP_BOMB);
    }
  }
  const last = byOffset[byOffset.length - 1];
  if (last && last.localOffset + 30 + last.compressedSize > directoryOffset) {
    throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
  }
}

/** Names without the UTF-8 flag: plain ASCII as is; otherwise read as UTF-8 when valid, else byte for byte. */
function decodeLegacyName(bytes: Uint8Array): string {
  if (bytes.every((byte) => byte < 0x80)) return latin1.decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}
