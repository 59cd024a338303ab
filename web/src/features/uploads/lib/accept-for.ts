import { UPLOAD_KINDS, mimeForExtension, type TUploadKindName } from '@skillway/shared';

/** The file chooser's filter: each MIME type with its extensions (some systems give office files no MIME type). */
export function acceptFor(kind: TUploadKindName): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const ext of UPLOAD_KINDS[kind].extensions) {
    const mime = mimeForExtension(ext) ?? 'application/octet-stream';
    accept[mime] = [...(accept[mime] ?? []), `.${ext}`];
  }
  return accept;
}
