import { randomBytes } from 'node:crypto';
import { XAPI_ATTACHMENTS, XAPI_LIMITS, XAPI_MSG } from '@skillway/shared';

/**
 * multipart/mixed (RFC 2046 section 5.1.1) over a whole body held in memory: the LRS's statements requests with
 * their attachments (xAPI 1.0.3 Communication 1.5.2), GET statements?attachments=true answers and the statements
 * forwarding sends to an external LRS. Hand-written
 * rather than on busboy or dicer (docs/architecture.md, "Hand-written clients and why"): both are streaming
 * multipart/form-data parsers that want a Content-Disposition per part and drop the parts' other headers, where xAPI's
 * parts carry none and are told apart by X-Experience-API-Hash; the body is already one buffer (Lambda's event).
 */

export interface TMultipartPart {
  /** Header names lower-cased; a repeated header keeps its first value. */
  headers: Record<string, string>;
  body: Buffer;
}

export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartError';
  }
}

const CRLF = Buffer.from('\r\n');
/** RFC 2046 bchars: the boundary's alphabet, 1 to 70 characters, not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The media type of a Content-Type value, lower-cased, without its parameters. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A Content-Type's parameters (RFC 2045 section 5.1): names lower-cased, quoted values unquoted. */
function parameters(contentType: string): Record<string, string> {
  const out: Record<string, string> = {};
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g;
  for (const match of contentType.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (out[name] === undefined) out[name] = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!;
  }
  return out;
}

/** The boundary of a multipart Content-Type; undefined when it names none or one RFC 2046 does not allow. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const boundary = parameters(contentType ?? '').boundary;
  return boundary !== undefined && BOUNDARY.test(boundary) ? boundary : undefined;
}

function isPadding(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x09;
}

/** The header block of one part (RFC 822 fields, folded lines unfolded). */
function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  if (block === '') return headers;
  const lines = block.split('\r\n');
  const fields: string[] = [];
  for (const line of lines) {
    if (isPadding(line.charCodeAt(0)) && fields.length > 0) fields[fields.length - 1] += ` ${line.trim()}`;
    else fields.push(line);
  }
  for (const field of fields) {
    const colon = field.indexOf(':');
    const name = colon > 0 ? field.slice(0, colon).trim() : '';
    if (!TOKEN.test(name)) throw new MultipartError(XAPI_MSG.MULTIPART_MALFORMED);
    const key = name.toLowerCase();
    headers[key] ??= field.slice(colon + 1).trim();
  }
  return headers;
}

function parsePart(content: Buffer): TMultipartPart {
  // A part without headers starts with its empty line (RFC 2046: the body is then text/plain).
  if (content.subarray(0, 2).equals(CRLF)) return { headers: {}, body: content.subarray(2) };
  const end = content.indexOf('\r\n\r\n');
  if (end < 0 || end > XAPI_LIMITS.multipartHeaderBytes) throw new MultipartError(XAPI_MSG.MULTIPART_MALFORMED);
  return { headers: parseHeaders(content.subarray(0, end).toString('latin1')), body: content.subarray(end + 4) };
}

/**
 * The parts of a multipart body, in order; MultipartError when the body is not one: no delimiter line, a delimiter
 * not followed by CRLF, no close delimiter, a malformed header, more than XAPI_LIMITS.multipartParts parts. The
 * preamble and the epilogue are ignored; the first delimiter may open the body or follow a CRLF.
 */
export function parseMultipart(body: Buffer, boundary: string): TMultipartPart[] {
  const dashBoundary = Buffer.from(`--${boundary}`, 'latin1');
  const delimiter = Buffer.concat([CRLF, dashBoundary]);
  let at: number;
  if (body.subarray(0, dashBoundary.length).equals(dashBoundary)) at = dashBoundary.length;
  else {
    const found = body.indexOf(delimiter);
    if (found < 0) throw new MultipartError(XAPI_MSG.MULTIPART_MALFORMED);
    at = found + delimiter.length;
  }
  const parts: TMultipartPart[] = [];
  for (;;) {
    // After a delimiter: `--` closes the body; otherwise transport padding, then the CRLF that opens a part.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts;
    while (isPadding(body[at])) at += 1;
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) throw new MultipartError(XAPI_MSG.MULTIPART_MALFORMED);
    const start = at + 2;
    const next = body.indexOf(delimiter, start);
    if (next < 0) throw new MultipartError(XAPI_MSG.MULTIPART_MALFORMED);
    if (parts.length >= XAPI_LIMITS.multipartParts) throw new MultipartError(XAPI_MSG.MULTIPART_TOO_MANY_PARTS);
    parts.push(parsePart(body.subarray(start, next)));
    at = next + delimiter.length;
  }
}

/** A boundary for an answer: random, in the token alphabet (read unquoted by every client), absent from the parts. */
export function newBoundary(parts: readonly TMultipartPart[]): string {
  for (;;) {
    const boundary = `xapi${randomBytes(18).toString('hex')}`;
    if (parts.every((part) => part.body.indexOf(boundary) < 0)) return boundary;
  }
}

/** The body of a multipart answer: each part's headers (as given) and bytes, then the close delimiter. */
export function buildMultipart(boundary: string, parts: readonly TMultipartPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head = Object.entries(part.headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`, 'latin1'), part.body, CRLF);
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'latin1'));
  return Buffer.concat(chunks);
}

/** A multipart/mixed body of `parts` under a new boundary, and the Content-Type that names it. */
export function multipartBody(parts: readonly TMultipartPart[]): { contentType: string; body: Buffer } {
  const boundary = newBoundary(parts);
  return { contentType: `multipart/mixed; boundary=${boundary}`, body: buildMultipart(boundary, parts) };
}

/** An attachment's part (xAPI 1.0.3 Communication 1.5.2): its content, sent binary, named by its SHA-2. */
export function attachmentPart(sha2: string, contentType: string, body: Buffer): TMultipartPart {
  return {
    headers: {
      'Content-Type': contentType,
      'Content-Transfer-Encoding': XAPI_ATTACHMENTS.TRANSFER_ENCODING,
      'X-Experience-API-Hash': sha2,
    },
    body,
  };
}
