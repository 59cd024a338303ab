import { UPLOAD_KINDS, mimeForExtension, type TUploadKindName } from '@skillway/shared';

/** A file chooser's filter for these extensions: each MIME type with its extensions (some systems give office files no MIME type). */
export function acceptForExtensions(extensions: readonly string[]): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const ext of extensions) {
    const mime = mimeForExtension(ext) ?? 'application/octet-stream';
    accept[mime] = [...(accept[mime] ?? []), `.${ext}`];
  }
  return accept;
}

/** The file chooser's filter of an upload kind. */
export function acceptFor(kind: TUploadKindName): Record<string, string[]> {
  return acceptForExtensions(UPLOAD_KINDS[kind].extensions);
}
