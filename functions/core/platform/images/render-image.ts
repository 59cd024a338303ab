import { GetObjectCommand } from '@aws-sdk/client-s3';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_PRESETS, MB, type TImagePreset } from '@skillway/shared';
import { s3Client } from '../clients/s3';
import { config } from '../config';
import { AppError } from '../http/app-error';

/** Largest source image the handler will decode (the image upload kinds allow 10 MB). */
const MAX_SOURCE_BYTES = 10 * MB;

export interface TRenderedImage {
  body: Buffer;
  contentType: 'image/png' | 'image/jpeg';
}

async function readObject(key: string): Promise<Uint8Array> {
  try {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
    if ((object.ContentLength ?? 0) > MAX_SOURCE_BYTES || !object.Body) throw AppError.notFound();
    return await object.Body.transformToByteArray();
  } catch (error) {
    if (
      (error as Error).name === 'NoSuchKey' ||
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
    ) {
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
  const detected = await fileTypeFromBuffer(source);
  const contentType = detected?.mime;
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') throw AppError.notFound();
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
