import { createHash } from 'node:crypto';
import { XAPI_ATTACHMENTS, XAPI_LIMITS, XAPI_MSG } from '@skillway/shared';
import { readAttachments } from './attachment-store';
import {
  attachmentPart,
  boundaryOf,
  mediaType,
  multipartBody,
  MultipartError,
  parseMultipart,
  type TMultipartPart,
} from './multipart';
import { SignatureError, verifyStatementSignature } from './signature';
import { fail, type TJson } from './statement-validation';

/**
 * Statements with their attachments (xAPI 1.0.3 Communication 1.5.2, Data 2.4.11 and 2.6): the multipart/mixed
 * request read into its statements and its attachment parts (matched to attachments by SHA-2 only, as the spec
 * says), each statement's attachments checked against the parts (signatures verified, signature.ts), and the
 * multipart answer of GET statements?attachments=true.
 */

interface TAttachmentPart {
  /** The part's Content-Type header, when it has one. */
  contentType: string | undefined;
  body: Buffer;
}
/** A request's attachment parts by SHA-2 (lower-case hex). */
export type TAttachmentParts = ReadonlyMap<string, TAttachmentPart>;

/** The hash function of a sha2 value, by its length: SHA-224, SHA-256, SHA-384 or SHA-512. */
const SHA2_BY_LENGTH: Readonly<Record<number, string>> = { 56: 'sha224', 64: 'sha256', 96: 'sha384', 128: 'sha512' };
const HEX = /^[0-9a-f]+$/;
/** A part's headers in an answer, beside its bytes: a generous bound for the size budget. */
const PART_HEADER_BYTES = 512;

function isObject(value: unknown): value is TJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The attachment lists of a statement and of its SubStatement, with where each sits (for error fields). */
function attachmentLists(statement: TJson, field: string): { list: unknown[]; at: string; owner: TJson }[] {
  const out: { list: unknown[]; at: string; owner: TJson }[] = [];
  if (Array.isArray(statement.attachments))
    out.push({ list: statement.attachments, at: `${field}.attachments`, owner: statement });
  const object = statement.object;
  if (isObject(object) && object.objectType === 'SubStatement' && Array.isArray(object.attachments))
    out.push({ list: object.attachments, at: `${field}.object.attachments`, owner: object });
  return out;
}

/** Every attachment object of a body's statements (one statement or an array), SubStatements' included. */
function attachmentsOf(body: unknown): TJson[] {
  const statements = Array.isArray(body) ? body : [body];
  return statements.flatMap((statement) =>
    isObject(statement)
      ? attachmentLists(statement, '').flatMap(({ list }) => list.filter((entry): entry is TJson => isObject(entry)))
      : [],
  );
}

/** Whether any statement of a body carries attachments (then its request must be JSON or multipart/mixed). */
export function usesAttachments(body: unknown): boolean {
  return attachmentsOf(body).length > 0;
}

function hashMatches(sha2: string, body: Buffer): boolean {
  const algorithm = SHA2_BY_LENGTH[sha2.length];
  return algorithm !== undefined && HEX.test(sha2) && createHash(algorithm).update(body).digest('hex') === sha2;
}

/**
 * A multipart/mixed statements request: the statements of its first part (application/json) and its other parts by
 * their X-Experience-API-Hash, each the SHA-2 of its content, sent binary, and matching an attachment of the
 * statements. 400 naming what is wrong otherwise.
 */
export function readMultipartStatements(
  body: Buffer,
  contentType: string | undefined,
): { statements: unknown; parts: Map<string, TAttachmentPart> } {
  const boundary = boundaryOf(contentType);
  if (boundary === undefined) fail('content-type', XAPI_MSG.MULTIPART_BOUNDARY);
  let parsed: TMultipartPart[];
  try {
    parsed = parseMultipart(body, boundary);
  } catch (error) {
    if (error instanceof MultipartError) fail('body', error.message);
    throw error;
  }
  const [first, ...rest] = parsed;
  if (!first || mediaType(first.headers['content-type']) !== 'application/json')
    fail('body', XAPI_MSG.MULTIPART_FIRST_PART);
  let statements: unknown;
  try {
    statements = JSON.parse(first.body.toString('utf8')) as unknown;
  } catch {
    fail('body', XAPI_MSG.MULTIPART_FIRST_PART);
  }
  const parts = new Map<string, TAttachmentPart>();
  for (const part of rest) {
    const encoding = part.headers['content-transfer-encoding'];
    // The LRS assumes binary when the header is absent (Communication 1.5.2, LRS requirements).
    if (encoding !== undefined && encoding.toLowerCase() !== XAPI_ATTACHMENTS.TRANSFER_ENCODING)
      fail('body', XAPI_MSG.MULTIPART_ENCODING);
    const hash = part.headers[XAPI_ATTACHMENTS.HASH_HEADER]?.toLowerCase();
    if (!hash) fail('body', XAPI_MSG.MULTIPART_HASH_MISSING);
    if (!hashMatches(hash, part.body)) fail('body', XAPI_MSG.MULTIPART_HASH_MISMATCH);
    parts.set(hash, { contentType: part.headers['content-type'], body: part.body });
  }
  const declared = new Set(
    attachmentsOf(statements).flatMap((attachment) =>
      typeof attachment.sha2 === 'string' ? [attachment.sha2.toLowerCase()] : [],
    ),
  );
  for (const hash of parts.keys()) if (!declared.has(hash)) fail('body', XAPI_MSG.MULTIPART_EXTRA_PART);
  return { statements, parts };
}

/**
 * One validated statement's attachments against the request's parts (undefined for a JSON request): each attachment
 * without fileUrl has its part, whose Content-Type (when given) is the attachment's; a signature attachment is
 * application/octet-stream, has its part, and that part is a valid JWS of the statement (or SubStatement) it is
 * attached to. 400 naming the attachment otherwise.
 */
export function checkStatementAttachments(statement: TJson, parts: TAttachmentParts | undefined, field: string): void {
  for (const { list, at: listAt, owner } of attachmentLists(statement, field)) {
    list.forEach((entry, index) => {
      const attachment = entry as TJson;
      const at = `${listAt}.${index}`;
      const contentType = attachment.contentType as string;
      const signature = attachment.usageType === XAPI_ATTACHMENTS.SIGNATURE_USAGE_TYPE;
      if (signature && mediaType(contentType) !== XAPI_ATTACHMENTS.SIGNATURE_CONTENT_TYPE)
        fail(`${at}.contentType`, XAPI_MSG.SIGNATURE_CONTENT_TYPE);
      const part = parts?.get((attachment.sha2 as string).toLowerCase());
      if (!part) {
        if (signature) fail(at, XAPI_MSG.SIGNATURE_PART_MISSING);
        if (attachment.fileUrl === undefined) fail(at, XAPI_MSG.ATTACHMENT_PART_MISSING);
        return;
      }
      if (part.contentType !== undefined && mediaType(part.contentType) !== mediaType(contentType))
        fail(`${at}.contentType`, XAPI_MSG.ATTACHMENT_TYPE_MISMATCH);
      if (!signature) return;
      try {
        verifyStatementSignature(part.body, owner);
      } catch (error) {
        if (error instanceof SignatureError) fail(at, error.message);
        throw error;
      }
    });
  }
}

/** The attachments an answer's statement lists: its sha2 (as written) and content type, each sha2 once. */
function answerAttachments(statement: TJson): { sha2: string; contentType: string }[] {
  return attachmentsOf(statement).flatMap((attachment) =>
    typeof attachment.sha2 === 'string' && typeof attachment.contentType === 'string'
      ? [{ sha2: attachment.sha2, contentType: attachment.contentType }]
      : [],
  );
}

/**
 * The attachment parts of the statements of an answer, in order and each sha2 once, the company holds (an
 * attachment sent with only a fileUrl has none), within `budget` bytes: `count` is how many of the statements have
 * theirs in. The first statement always counts (its parts came in one request, which fits).
 */
export async function attachmentPartsOf(
  companyId: string,
  statements: readonly TJson[],
  budget: number,
): Promise<{ count: number; parts: TMultipartPart[] }> {
  const seen = new Set<string>();
  const parts: TMultipartPart[] = [];
  let used = 0;
  let count = 0;
  for (const statement of statements) {
    const wanted = answerAttachments(statement).filter(({ sha2 }) => {
      const key = sha2.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const bodies = await readAttachments(
      companyId,
      wanted.map(({ sha2 }) => sha2),
    );
    const own = wanted.flatMap(({ sha2, contentType }, index) => {
      const body = bodies[index];
      return body ? [attachmentPart(sha2, contentType, body)] : [];
    });
    const size = own.reduce((sum, part) => sum + part.body.length + PART_HEADER_BYTES, 0);
    if (count > 0 && size > 0 && used + size > budget) break;
    parts.push(...own);
    used += size;
    count += 1;
  }
  return { count, parts };
}

/**
 * A multipart/mixed answer's body (base64, as API Gateway takes a binary answer) and Content-Type: the JSON first (a
 * statement or a StatementResult), then the attachment parts.
 */
export function multipartAnswer(
  json: unknown,
  parts: readonly TMultipartPart[],
): { contentType: string; base64: string } {
  const { contentType, body } = multipartBody([
    { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(json), 'utf8') },
    ...parts,
  ]);
  return { contentType, base64: body.toString('base64') };
}

/** The byte budget of an answer's attachment parts beside its JSON part. */
export function attachmentsBudget(json: unknown): number {
  return XAPI_LIMITS.attachmentsAnswerBytes - Buffer.byteLength(JSON.stringify(json), 'utf8');
}
