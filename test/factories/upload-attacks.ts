/** Hostile files for the upload tests, made in memory: polyglots, executables, a zip bomb. */
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '@skillway/functions/core/platform/clients/s3';
import { config } from '@skillway/functions/core/platform/config';
import { findUpload } from '@skillway/functions/core/platform/uploads/upload-repository';
import { call } from './http';
import type { TFile } from './courses';

export { zipBombFile } from '@skillway/functions/core/platform/uploads/zip-bomb-fixture';

export const svgFile = (name = 'logo.png'): TFile => ({
  name,
  type: 'image/png',
  bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
});

export const htmlFile = (name = 'page.png'): TFile => ({
  name,
  type: 'image/png',
  bytes: Buffer.from(
    `<!doctype html><html><body><script>alert(document.cookie)</script>${' '.repeat(200)}</body></html>`,
  ),
});

/** A real PNG followed by an HTML page with a script. */
export const polyglotFile = (png: Buffer, name = 'cover.png'): TFile => ({
  name,
  type: 'image/png',
  bytes: Buffer.concat([
    png,
    Buffer.from('<html><script>fetch("/v1/user").then(r=>r.text()).then(alert)</script></html>'),
  ]),
});

/** An ELF or a Windows (MZ) executable named .pdf. */
export function executableFile(format: 'elf' | 'mz', name = 'Handout.pdf'): TFile {
  const header =
    format === 'elf'
      ? Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0, 1, 0, 0, 0])
      : Buffer.concat([
          Buffer.from('MZ'),
          Buffer.alloc(58),
          Buffer.from([0x80, 0, 0, 0]),
          Buffer.alloc(64),
          Buffer.from('PE\0\0'),
        ]);
  return { name, type: 'application/pdf', bytes: Buffer.concat([header, Buffer.alloc(2048, 0x90)]) };
}

/**
 * POST /sign for `file`, then the presigned POST with the file's bytes; `storedType` replaces the Content-Type
 * field the policy pins (s3rver does not enforce the policy, so the check after upload must catch it).
 */
export async function signAndPostAs(token: string, kind: string, file: TFile, storedType?: string): Promise<string> {
  const signed = await call('POST', '/v1/sign', {
    token,
    body: { type: kind, file_name: file.name, content_type: file.type, size: Math.min(file.bytes.length, 1024) },
  });
  if (signed.status !== 200) throw new Error(`sign refused: ${signed.status} ${JSON.stringify(signed.body)}`);
  const { url, fields, key } = signed.body.data as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, name === 'Content-Type' && storedType ? storedType : value);
  }
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: storedType ?? file.type }), file.name);
  const upload = await fetch(url, { method: 'POST', body: form });
  if (!upload.ok) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  return key;
}

/**
 * Signs an upload, then stores the file under its key straight in the bucket, past the store's own policy check (the
 * local proxy, or S3, refuses a file the policy does not allow): what the server's verification must still catch if
 * the store ever let one through.
 */
export async function signAndStoreDirectly(
  token: string,
  kind: string,
  file: TFile,
  storedType?: string,
): Promise<string> {
  const signed = await call('POST', '/v1/sign', {
    token,
    body: { type: kind, file_name: file.name, content_type: file.type, size: Math.min(file.bytes.length, 1024) },
  });
  if (signed.status !== 200) throw new Error(`sign refused: ${signed.status} ${JSON.stringify(signed.body)}`);
  const { key } = signed.body.data as { key: string };
  await s3Client().send(
    new PutObjectCommand({
      Bucket: config.uploadsBucket,
      Key: key,
      Body: file.bytes,
      ContentType: storedType ?? file.type,
    }),
  );
  return key;
}

/** Whether the bucket still holds the object. */
export async function objectExists(key: string): Promise<boolean> {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

/** Whether the upload record is still in the table. */
export async function uploadRecordExists(companyId: string, key: string): Promise<boolean> {
  return (await findUpload(companyId, key)) !== undefined;
}
