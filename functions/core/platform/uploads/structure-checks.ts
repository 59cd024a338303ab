import { uploadsBucket } from '../storage/s3-bucket';
import { getObject } from '../storage/s3-rest-objects';
import { zipDirectoryProblem, ZIP_TAIL_BYTES, type TZipRules } from './zip-directory';

const ZIP_TYPES = new Set([
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

export function isZipType(mimeType: string): boolean {
  return ZIP_TYPES.has(mimeType);
}

async function range(key: string, start: number, end: number): Promise<Uint8Array> {
  return (await getObject(uploadsBucket(), key, { range: { start, end } })).body;
}

/**
 * A zip bomb check without inflating anything: reads the end of the object (the End Of Central Directory record),
 * then the central directory it points at, and refuses what declares too many entries or too many bytes once
 * expanded (see zipDirectoryProblem).
 */
export async function zipProblem(key: string, size: number, rules?: TZipRules): Promise<string | null> {
  const tailStart = Math.max(0, size - ZIP_TAIL_BYTES);
  const tail = await range(key, tailStart, size - 1);
  return zipDirectoryProblem(size, tailStart, tail, (start, end) => range(key, start, end), rules);
}

/** How each image type ends: PNG with its IEND chunk, JPEG with the End Of Image marker. */
const IMAGE_ENDINGS: Record<string, Uint8Array> = {
  'image/png': Uint8Array.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
  'image/jpeg': Uint8Array.from([0xff, 0xd9]),
};

/**
 * A polyglot check for images: the file must end where the image ends (a valid PNG followed by an HTML page or a
 * script would otherwise pass the magic-byte check). Reads only the last bytes.
 */
export async function imageTailProblem(key: string, size: number, mimeType: string): Promise<string | null> {
  const ending = IMAGE_ENDINGS[mimeType];
  if (!ending) return null;
  if (size < ending.length) return 'The file content is not a recognised file type.';
  const tail = await range(key, size - ending.length, size - 1);
  const ends = tail.length === ending.length && ending.every((byte, index) => tail[index] === byte);
  return ends ? null : 'The image has extra data after its end (it may hide a page or a script).';
}
