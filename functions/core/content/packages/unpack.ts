import { crc32 } from 'node:zlib';
import { Inflate } from 'fflate';
import { MSG, PACKAGE_LIMITS } from '@skillway/shared';
import { packageFileContentType } from './content-type';
import { MANIFEST_MAX_BYTES, type TParsedPackage } from './package-xml';
import { findManifest, isArchiverJunk, readManifest } from './read-manifest';
import { PackageRefused, readZipDirectory, type TPackageLimits, type TZipEntry } from './zip-checks';

/** The zip being unpacked: its size, and inclusive byte ranges of it. */
export interface TZipSource {
  size: number;
  read(start: number, end: number): Promise<Uint8Array>;
}

/** Where the unpacked files go: `path` is the checked path inside the package. */
export interface TPackageSink {
  put(path: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Removes everything put so far (a refused package leaves nothing behind). */
  clear(): Promise<void>;
}

const LOCAL_HEADER = 0x04034b50;
/** Compressed bytes fed to the inflater at a time: deflate expands at most ~1032:1, so ≤ 17 MB comes out per step. */
const INFLATE_STEP = 16 * 1024;
/** Range reads are served from windows this large (one request covers many small files). */
const READ_WINDOW = 8 * 1024 * 1024;
/** Writes in flight at once, and the bytes they may hold together. */
const PUT_CONCURRENCY = 8;
const PUT_BATCH_BYTES = 32 * 1024 * 1024;

/**
 * A source whose small reads come from one cached window of the zip (read in order, entries are mostly
 * contiguous); reads larger than the window go straight through.
 */
export function windowedSource(source: TZipSource, windowBytes = READ_WINDOW): TZipSource {
  let window: { start: number; bytes: Uint8Array } | undefined;
  return {
    size: source.size,
    async read(start, end) {
      if (window && start >= window.start && end < window.start + window.bytes.byteLength) {
        return window.bytes.subarray(start - window.start, end - window.start + 1);
      }
      if (end - start + 1 >= windowBytes) return source.read(start, end);
      const last = Math.min(source.size - 1, start + windowBytes - 1);
      window = { start, bytes: await source.read(start, last) };
      return window.bytes.subarray(0, end - start + 1);
    },
  };
}

/** Where an entry's compressed bytes start: after its local header (which must agree with the directory). */
async function dataStart(source: TZipSource, entry: TZipEntry): Promise<number> {
  if (entry.localOffset + 30 > source.size) throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
  const header = await source.read(entry.localOffset, entry.localOffset + 29);
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  if (header.byteLength < 30 || view.getUint32(0, true) !== LOCAL_HEADER)
    throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
  if (view.getUint16(6, true) & 0x0041) throw new PackageRefused(MSG.PACKAGE_ENCRYPTED);
  if (view.getUint16(8, true) !== entry.method) throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
  const start = entry.localOffset + 30 + view.getUint16(26, true) + view.getUint16(28, true);
  if (start + entry.compressedSize > source.size) throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
  return start;
}

/**
 * One entry's bytes, held to what the directory declares: inflating past the declared size stops at once (a
 * lying size is refused, whatever the real ratio), ending short is refused too, and the CRC-32 must match.
 */
export async function extractEntry(source: TZipSource, entry: TZipEntry): Promise<Uint8Array> {
  const start = await dataStart(source, entry);
  const out = new Uint8Array(entry.size);
  let written = 0;
  const take = (chunk: Uint8Array) => {
    if (written + chunk.byteLength > entry.size) throw new PackageRefused(MSG.PACKAGE_SIZE_MISMATCH);
    out.set(chunk, written);
    written += chunk.byteLength;
  };
  const inflater =
    entry.method === 8
      ? new Inflate((chunk) => {
          take(chunk);
        })
      : undefined;
  const step = inflater ? INFLATE_STEP : READ_WINDOW;
  for (let at = 0; at < entry.compressedSize || (inflater && at === 0); at += step) {
    const end = Math.min(entry.compressedSize, at + step);
    const chunk = end > at ? await source.read(start + at, start + end - 1) : new Uint8Array(0);
    if (!inflater) {
      take(chunk);
      continue;
    }
    try {
      inflater.push(chunk, end >= entry.compressedSize);
    } catch (error) {
      if (error instanceof PackageRefused) throw error;
      throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
    }
  }
  if (written !== entry.size) throw new PackageRefused(MSG.PACKAGE_SIZE_MISMATCH);
  if (crc32(out) >>> 0 !== entry.crc >>> 0) throw new PackageRefused(MSG.PACKAGE_NOT_A_ZIP);
  return out;
}

/**
 * Unpacks an e-learning package: the zip checks on its central directory, its manifest found and read (launch
 * files must be in the package), then every file written to the sink with its Content-Type, each held to its
 * declared size and CRC. Throws PackageRefused with the reason; the sink is cleared when anything fails after the
 * first write, so a refused package leaves nothing behind.
 */
export async function unpackPackage(
  zip: TZipSource,
  sink: TPackageSink,
  limits: TPackageLimits = PACKAGE_LIMITS,
): Promise<TParsedPackage> {
  const source = windowedSource(zip);
  const { files, parsed } = await readPackage(source, limits);
  try {
    await writeFiles(source, sink, files);
  } catch (error) {
    await sink.clear();
    throw error;
  }
  return parsed;
}

/**
 * A package's files and its manifest, read: the zip checks on its central directory, the manifest found, extracted
 * and parsed (launch files must be in the package). Reads only the directory and the manifest's bytes.
 */
export async function readPackage(
  source: TZipSource,
  limits: TPackageLimits = PACKAGE_LIMITS,
): Promise<{ files: TZipEntry[]; parsed: TParsedPackage }> {
  const { entries } = await readZipDirectory(source.size, (start, end) => source.read(start, end), limits);
  const files = entries.filter((entry) => !entry.directory && !isArchiverJunk(entry.path));
  const location = findManifest(files.map((file) => file.path));
  if (!location) throw new PackageRefused(MSG.PACKAGE_NOT_RECOGNISED);
  const manifestEntry = files.find((file) => file.path === location.path) as TZipEntry;
  if (manifestEntry.size > MANIFEST_MAX_BYTES) throw new PackageRefused(MSG.PACKAGE_MANIFEST_INVALID);
  const xml = new TextDecoder('utf-8').decode(await extractEntry(source, manifestEntry));
  return { files, parsed: readManifest(location, xml, new Set(files.map((file) => file.path))) };
}

/** Waits for every write of a batch (none may land after a clear), then fails with the first failure. */
async function settle(batch: readonly Promise<void>[]): Promise<void> {
  const failed = (await Promise.allSettled(batch)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Every file, in zip order (so reads run forward through the windows), written a batch at a time. */
async function writeFiles(source: TZipSource, sink: TPackageSink, files: readonly TZipEntry[]): Promise<void> {
  const ordered = [...files].sort((a, b) => a.localOffset - b.localOffset);
  let batch: Promise<void>[] = [];
  let batchBytes = 0;
  for (const entry of ordered) {
    let body: Uint8Array;
    try {
      body = await extractEntry(source, entry);
    } catch (error) {
      await settle(batch).catch(() => undefined);
      throw error;
    }
    batch.push(sink.put(entry.path, body, packageFileContentType(entry.path)));
    batchBytes += body.byteLength;
    if (batch.length >= PUT_CONCURRENCY || batchBytes >= PUT_BATCH_BYTES) {
      await settle(batch);
      batch = [];
      batchBytes = 0;
    }
  }
  await settle(batch);
}
