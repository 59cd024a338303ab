import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What s3rver's filesystem store hands its putObject (an S3Object; its content a Buffer or a stream). */
interface TStoredObject {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: Record<string, string>;
}

/** The part of s3rver's FilesystemStore this patch uses and replaces. */
export interface TFilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: TStoredObject): Promise<{ size: number; md5: string }>;
}

/**
 * s3rver 3.7's filesystem store answers a PUT or POST before the object's file is written: its putObject resolves
 * on the hashing stream's 'finish' (or right after `end()` for a buffer), not on the file's. A HEAD or GET straight
 * after the upload then finds no file, or a short one: the verify call answered "The file has not been uploaded yet."
 * for a file whose upload had answered 204 (4 of 10 eight-megabyte writes were short when putObject resolved). This
 * putObject resolves once the file is closed, then writes the metadata as the original does.
 */
export function completeObjectWrites(store: TFilesystemStore): void {
  store.putObject = async (object) => {
    const path = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(path), { recursive: true });
    const hash = createHash('md5');
    let size = 0;
    if (Buffer.isBuffer(object.content)) {
      hash.update(object.content);
      size = object.content.length;
      await writeFile(path, object.content);
    } else {
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(object.content, measure, createWriteStream(path));
    }
    const md5 = hash.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size, md5 };
  };
}
