import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { MIN_PART_BYTES } from '@skillway/shared/rules/part-plan';
import { S3Error, type TPart, type TUpload } from './s3-multipart-store';

/** The checks and paging S3 applies to multipart calls (s3-multipart.ts routes them), apart from the routes. */

export type TQuery = Record<string, string | string[] | undefined>;

const require = createRequire(import.meta.url);
const s3rverRequire = createRequire(require.resolve('s3rver'));
/** The XML parser (and entity decoder) s3rver reads its own request bodies with. */
const xmlParser = s3rverRequire('fast-xml-parser') as { parse(xml: string, options: object): unknown };
const he = s3rverRequire('he') as { decode(text: string): string };

export const MAX_PART_BYTES = 5 * 1024 * 1024 * 1024;
const MAX_PART_NUMBER = 10_000;
/** A CompleteMultipartUpload body naming 10,000 parts is about 1 MB. */
const MAX_COMPLETE_BODY = 4 * 1024 * 1024;

export const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function whole(value: string | undefined, fallback: number, name: string, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number > 2 ** 31 - 1)
    throw new S3Error('InvalidArgument', `Provided ${name} not an integer or within integer range`, {
      ArgumentName: name,
      ArgumentValue: value,
    });
  return Math.min(number, max);
}

export function partNumberOf(value: string | undefined): number {
  const number = Number(value);
  if (!/^\d+$/.test(value ?? '') || number < 1 || number > MAX_PART_NUMBER)
    throw new S3Error('InvalidArgument', 'Part number must be an integer between 1 and 10000, inclusive', {
      ArgumentName: 'partNumber',
      ArgumentValue: value ?? '',
    });
  return number;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > MAX_COMPLETE_BODY)
      throw new S3Error('MaxMessageLengthExceeded', 'Your request was too big.', { MaxMessageLengthBytes: 4194304 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The parts a CompleteMultipartUpload body names, in its order. */
export function requestedParts(xml: string): { number: number; etag: string }[] {
  const malformed = () =>
    new S3Error(
      'MalformedXML',
      'The XML you provided was not well-formed or did not validate against our published schema.',
    );
  let parsed: { CompleteMultipartUpload?: { Part?: unknown } };
  try {
    parsed = xmlParser.parse(xml, { parseNodeValue: false, tagValueProcessor: (v: string) => he.decode(v) }) as never;
  } catch {
    throw malformed();
  }
  const parts = parsed?.CompleteMultipartUpload?.Part;
  if (parts === undefined || parts === '') throw malformed();
  return ([] as unknown[]).concat(parts).map((part) => {
    const { PartNumber, ETag } = (part ?? {}) as { PartNumber?: unknown; ETag?: unknown };
    if (typeof PartNumber !== 'string' || typeof ETag !== 'string') throw malformed();
    // S3 compares ETags without their quotes.
    return { number: Number(PartNumber), etag: ETag.replace(/"/g, '').toLowerCase() };
  });
}

/** S3's checks of a completion: ascending part numbers, each stored with that ETag, all but the last >= 5 MiB. */
export function checkCompletion(requested: { number: number; etag: string }[], stored: TPart[]): TPart[] {
  const byNumber = new Map(stored.map((part) => [part.number, part]));
  const chosen: TPart[] = [];
  let previous = 0;
  for (const { number, etag } of requested) {
    if (!(number > previous))
      throw new S3Error(
        'InvalidPartOrder',
        'The list of parts was not in ascending order. Parts must be ordered by part number.',
      );
    previous = number;
    const part = byNumber.get(number);
    if (!part || part.md5 !== etag)
      throw new S3Error(
        'InvalidPart',
        "One or more of the specified parts could not be found. The part may not have been uploaded, or the specified entity tag may not match the part's entity tag.",
        { PartNumber: number, ETag: etag },
      );
    chosen.push(part);
  }
  chosen.slice(0, -1).forEach((part) => {
    if (part.size < MIN_PART_BYTES)
      throw new S3Error('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.', {
        ProposedSize: part.size,
        MinSizeAllowed: MIN_PART_BYTES,
        PartNumber: part.number,
        ETag: `"${part.md5}"`,
      });
  });
  return chosen;
}

/** ListMultipartUploads' order (key, then initiated) and its key-marker / upload-id-marker paging. */
export function pageOfUploads(uploads: TUpload[], query: TQuery) {
  const prefix = one(query.prefix) ?? '';
  const keyMarker = one(query['key-marker']) ?? '';
  const idMarker = one(query['upload-id-marker']) ?? '';
  const max = whole(one(query['max-uploads']), 1000, 'max-uploads', 1000);
  const sorted = uploads
    .filter((upload) => upload.key.startsWith(prefix))
    .sort((a, b) =>
      a.key !== b.key
        ? a.key < b.key
          ? -1
          : 1
        : a.initiated.getTime() - b.initiated.getTime() || a.uploadId.localeCompare(b.uploadId),
    );
  let start = 0;
  if (keyMarker) {
    const markerAt = idMarker ? sorted.findIndex((u) => u.key === keyMarker && u.uploadId === idMarker) : -1;
    start = markerAt >= 0 ? markerAt + 1 : sorted.findIndex((u) => u.key > keyMarker);
    if (start < 0) start = sorted.length;
  }
  const page = sorted.slice(start, start + max);
  const truncated = start + max < sorted.length;
  const last = page[page.length - 1];
  return { page, truncated, max, prefix, keyMarker, idMarker, last };
}

/** `x-amz-copy-source`: `bucket/key` or `/bucket/key`, the key URL-encoded (a version is not kept locally). */
export function copySourceOf(header: string): { bucket: string; key: string } {
  const invalid = () =>
    new S3Error('InvalidArgument', 'Copy Source must mention the source bucket and key: sourcebucket/sourcekey', {
      ArgumentName: 'x-amz-copy-source',
      ArgumentValue: header,
    });
  if (header.includes('?')) throw new S3Error('NotImplemented', 'Copying a version is not implemented locally.');
  const match = /^\/?([^/]+)\/(.+)$/.exec(header);
  if (!match) throw invalid();
  try {
    return { bucket: decodeURIComponent(match[1]!), key: decodeURIComponent(match[2]!) };
  } catch {
    throw invalid();
  }
}
