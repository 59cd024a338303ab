import busboy from 'busboy';
import { MSG } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TApiEvent } from '../../platform/http/types';

export interface TUploadedFile {
  fileName: string;
  mimeType: string;
  data: Buffer;
}

function refuse(message: string): AppError {
  return AppError.validation({ file: [message] }, message);
}

/**
 * The one file of a multipart/form-data request (field `file`), as API Gateway hands it over (base64 with
 * isBase64Encoded). Reading stops past `maxBytes`, so an oversized upload is refused without buffering it twice.
 */
export async function readMultipartFile(event: TApiEvent, maxBytes: number): Promise<TUploadedFile> {
  const contentType = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !event.body) throw refuse(MSG.IMPORT_FILE_REQUIRED);
  const body = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');

  return new Promise<TUploadedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024, parts: 20 },
      });
    } catch {
      reject(refuse(MSG.IMPORT_FILE_REQUIRED));
      return;
    }
    let found: TUploadedFile | undefined;
    let tooLarge = false;
    const pending: Promise<void>[] = [];
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || found) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      pending.push(
        new Promise((done) =>
          stream.on('close', () => {
            found = { fileName: info.filename ?? '', mimeType: info.mimeType ?? '', data: Buffer.concat(chunks) };
            done();
          }),
        ),
      );
    });
    parser.on('error', () => reject(refuse(MSG.IMPORT_FILE_REQUIRED)));
    parser.on('close', () => {
      void Promise.all(pending).then(() => {
        if (tooLarge) reject(refuse(MSG.IMPORT_TOO_LARGE));
        else if (!found || !found.fileName) reject(refuse(MSG.IMPORT_FILE_REQUIRED));
        else resolve(found);
      });
    });
    parser.end(body);
  });
}
