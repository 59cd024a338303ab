import { IMAGE_PRESETS, MB, type TImagePreset } from '@skillway/shared';
import { AppError } from '../http/app-error';
import { uploadsBucket } from '../storage/s3-bucket';
import { isS3NotFound, S3RequestError } from '../storage/s3-errors';
import { getObject } from '../storage/s3-rest-objects';

/** Largest source image the handler will decode (the image upload kinds allow 10 MB). */
const MAX_SOURCE_BYTES = 10 * MB;

export interface TRenderedImage {
  body: Buffer;
  contentType: 'image/png' | 'image/jpeg';
}

async function readObject(key: string): Promise<Uint8Array> {
  try {
    return (await getObject(uploadsBucket(), key, { maxBytes: MAX_SOURCE_BYTES })).body;
  } catch (error) {
    // A missing object, and one too large to decode, are both not an image this route serves.
    if (isS3NotFound(error) || (error instanceof S3RequestError && error.code === 'EntityTooLarge')) {
      throw AppError.notFound();
    }
    throw error;
  }
}

/**
 * Resizes a stored PNG or JPEG to a preset: width only keeps the aspect ratio, width and height crop to cover.
 * Never enlarges. The output keeps the source format; anything that is not a PNG or JPEG by its magic bytes is a 404.
 * `shipped` is an image that ships with the product (a catalogue course's thumbnail) in place of a stored object.
 */
export async function renderImage(key: string, preset: TImagePreset, shipped?: Uint8Array): Promise<TRenderedImage> {
  const source = shipped ?? (await readObject(key));
  // file-type (its ZIP/Office readers) is evaluated on the first image, not at cold start (issue 13).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(source);
  const contentType = detected?.mime;
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') throw AppError.notFound();
  // sharp (a native addon, left external and staged beside the bundle) loads on the first image, not at cold start.
  const { default: sharp } = await import('sharp');
  const size = IMAGE_PRESETS[preset];
  const height = 'height' in size ? size.height : undefined;
  const pipeline = sharp(source, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: size.width, height, fit: height ? 'cover' : 'inside', withoutEnlargement: true });
  const body =
    contentType === 'image/png'
      ? await pipeline.png().toBuffer()
      : await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return { body, contentType };
}
