import { MSG, UPLOAD_KINDS, mimeForExtension, type TUploadKindName } from '@skillway/shared';
import { MB } from '@skillway/shared';

/**
 * Office files are containers: magic bytes show a ZIP (docx, xlsx, pptx) or a Compound File (doc, xls, ppt)
 * when the detector cannot see far enough to name the document type. Those containers are accepted for them.
 */
const CONTAINERS: Record<string, readonly string[]> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['application/zip'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['application/zip'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['application/zip'],
  'application/msword': ['application/x-cfb'],
  'application/vnd.ms-excel': ['application/x-cfb'],
  'application/vnd.ms-powerpoint': ['application/x-cfb'],
};

function formatSize(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

/** What a file over its limit is told (the limit in MB, as the upload zone shows it). */
export function sizeLimitMessage(maxBytes: number): string {
  return `The file may not be greater than ${formatSize(maxBytes)}.`;
}

/**
 * Problems with a signing request (422 field errors), before any upload. `maxBytes`: the caller's company's limit
 * for the kind (a course video's is set per company), the kind's own by default.
 */
export function signRequestProblems(
  kind: TUploadKindName,
  input: { file_name: string; content_type: string; size: number },
  maxBytes: number = UPLOAD_KINDS[kind].maxBytes,
): Record<string, string[]> {
  const rule = UPLOAD_KINDS[kind];
  const errors: Record<string, string[]> = {};
  const ext = input.file_name.includes('.') ? (input.file_name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(rule.extensions as readonly string[]).includes(ext)) {
    errors.file_name = [`The file must be a file of type: ${rule.extensions.join(', ')}.`];
  } else if (mimeForExtension(ext) !== input.content_type.toLowerCase()) {
    errors.content_type = ['The content type does not match the file type.'];
  }
  if (input.size > maxBytes) errors.size = [sizeLimitMessage(maxBytes)];
  return errors;
}

/**
 * What is wrong with an uploaded object, or null: size within the limit (`maxBytes`, the company's for the kind,
 * else the kind's own), stored type as signed, and the magic bytes agreeing with the declared type.
 */
export function uploadedContentProblem(
  kind: TUploadKindName,
  input: {
    size: number;
    declaredType: string;
    storedType: string | undefined;
    detectedType: string | undefined;
    maxBytes?: number;
  },
): string | null {
  const rule = UPLOAD_KINDS[kind];
  const maxBytes = input.maxBytes ?? rule.maxBytes;
  if (input.size <= 0) return 'The file is empty.';
  if (input.size > maxBytes) return sizeLimitMessage(maxBytes);
  if (!(rule.mimeTypes as readonly string[]).includes(input.declaredType)) return 'The file type is not allowed.';
  if (input.storedType !== undefined && input.storedType.toLowerCase() !== input.declaredType) {
    return 'The file was uploaded with a different content type than requested.';
  }
  if (!input.detectedType) return 'The file content is not a recognised file type.';
  const accepted = [input.declaredType, ...(CONTAINERS[input.declaredType] ?? [])];
  if (!accepted.includes(input.detectedType))
    return `The file content does not match its type (${input.declaredType}).`;
  return null;
}

/** Text formats have no magic bytes for the detector: each is checked by its own rule over the whole file. */
const TEXT_CHECKS: Record<string, (bytes: Uint8Array) => string | null> = {
  'text/vtt': webVttProblem,
};

/** Whether a declared type is a text format checked by textContentProblem (not by magic bytes). */
export function isTextType(mimeType: string): boolean {
  return mimeType in TEXT_CHECKS;
}

/** What is wrong with the whole content of a text upload of this type, or null. */
export function textContentProblem(mimeType: string, bytes: Uint8Array): string | null {
  const check = TEXT_CHECKS[mimeType];
  return check ? check(bytes) : 'The file type is not allowed.';
}

/**
 * A WebVTT file (https://www.w3.org/TR/webvtt1/#file-structure): valid UTF-8, an optional byte order mark, then
 * "WEBVTT" followed by the end of the line, a space or a tab.
 */
export function webVttProblem(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return MSG.CAPTIONS_NOT_WEBVTT;
  }
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  return /^WEBVTT(?:$|[ \t\r\n])/.test(body) ? null : MSG.CAPTIONS_NOT_WEBVTT;
}
