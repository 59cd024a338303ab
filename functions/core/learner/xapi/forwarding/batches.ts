import { XAPI_FORWARDING_LIMITS } from '@skillway/shared';
import { attachmentPart, multipartBody } from '../multipart';

/** An attachment's content, as the company's LRS holds it, sent as a part beside its statement. */
export interface TAttachmentContent {
  sha2: string;
  contentType: string;
  body: Buffer;
}

/** A statement on its way: its stored id (its queue item) and its JSON as the company's LRS returns it. */
export interface TOutgoing {
  storedId: string;
  json: string;
  /** The content of its attachments the external LRS must receive (none: the statement can go as JSON). */
  attachments?: readonly TAttachmentContent[];
}

/** The X-Experience-API-Version a batch is sent with: 2.0.0 for statements stored as 2.0, else 1.0.3. */
export type TWireVersion = '1.0.3' | '2.0.0';

export interface TBatch {
  version: TWireVersion;
  statements: TOutgoing[];
  /** application/json, or multipart/mixed naming its boundary when a statement carries attachments' content. */
  contentType: string;
  /**
   * The POST body: the statements as a JSON array, in stored order; with attachments, that array as the first part of
   * a multipart/mixed body and then each attachment's content once (xAPI 1.0.3 Communication 1.5.2).
   */
  body: string | Buffer;
}

export interface TBatchLimits {
  maxStatements: number;
  /** The statements' JSON. */
  maxBytes: number;
  /** A multipart body, its parts' headers and delimiters counted generously. */
  maxMultipartBytes: number;
  /** Attachment parts of a multipart body. */
  maxAttachments: number;
}

const LIMITS: TBatchLimits = {
  maxStatements: XAPI_FORWARDING_LIMITS.batchStatements,
  maxBytes: XAPI_FORWARDING_LIMITS.batchBytes,
  maxMultipartBytes: XAPI_FORWARDING_LIMITS.multipartBytes,
  maxAttachments: XAPI_FORWARDING_LIMITS.multipartAttachments,
};

/** More than the statements' part's headers, its delimiter and the close delimiter take. */
const JSON_PART_OVERHEAD = 512;

/** More than an attachment part takes beside its content: its delimiter line and headers. */
function partOverhead(attachment: TAttachmentContent): number {
  return 256 + Buffer.byteLength(attachment.contentType, 'utf8') + attachment.sha2.length;
}

/** The version header a statement goes with: a 1.0.3 LRS refuses a statement whose `version` is 2.0.0. */
export function wireVersion(json: string): TWireVersion {
  try {
    const version = (JSON.parse(json) as { version?: unknown }).version;
    // A statement without `version` was stored as 1.0.x.
    return typeof version === 'string' && version.startsWith('2.') ? '2.0.0' : '1.0.3';
  } catch {
    return '1.0.3';
  }
}

/** Attachment content not named by `seen` (by SHA-2, case aside), each once; `seen` gains it. */
function newContent(statement: TOutgoing, seen: Set<string>): TAttachmentContent[] {
  return (statement.attachments ?? []).filter((attachment) => {
    const key = attachment.sha2.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function contentBytes(attachments: readonly TAttachmentContent[]): number {
  return attachments.reduce((sum, attachment) => sum + attachment.body.length + partOverhead(attachment), 0);
}

/**
 * What a statement sent alone would exceed: its body past `maxMultipartBytes`, or more attachment parts than
 * `maxAttachments` (bytes and parts it has, and the limits); undefined when it fits. Such a statement never goes.
 */
export function oversize(
  statement: TOutgoing,
  limits: TBatchLimits = LIMITS,
): { bytes: number; parts: number; maxBytes: number; maxParts: number } | undefined {
  const content = newContent(statement, new Set());
  if (content.length === 0) return undefined;
  const bytes = Buffer.byteLength(statement.json, 'utf8') + JSON_PART_OVERHEAD + contentBytes(content);
  if (bytes <= limits.maxMultipartBytes && content.length <= limits.maxAttachments) return undefined;
  return { bytes, parts: content.length, maxBytes: limits.maxMultipartBytes, maxParts: limits.maxAttachments };
}

/** The batch of `statements` (all of one version), its body built: JSON, or multipart/mixed with their content. */
function batchOf(version: TWireVersion, statements: TOutgoing[]): TBatch {
  const json = `[${statements.map((statement) => statement.json).join(',')}]`;
  const seen = new Set<string>();
  const content = statements.flatMap((statement) => newContent(statement, seen));
  if (content.length === 0) return { version, statements, contentType: 'application/json', body: json };
  const { contentType, body } = multipartBody([
    { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(json, 'utf8') },
    ...content.map((attachment) => attachmentPart(attachment.sha2, attachment.contentType, attachment.body)),
  ]);
  return { version, statements, contentType, body };
}

/**
 * Statements in stored order cut into POSTs, one statement at a time (delivery reads a statement's attachments just
 * before it adds it, so it holds about one batch's content at once): at most `maxStatements` and `maxBytes` of JSON
 * each (a larger statement goes alone), with attachments at most `maxMultipartBytes` and `maxAttachments` parts, and a
 * new batch wherever the version changes, so every batch keeps stored order and one version. `add` answers the
 * batch the statement closed, when it did not fit the one being filled; `close` the batch being filled.
 */
export function batchBuilder(limits: TBatchLimits = LIMITS) {
  let current: TOutgoing[] = [];
  let version: TWireVersion | undefined;
  let jsonBytes = 0;
  let attachmentBytes = 0;
  let seen = new Set<string>();

  const close = (): TBatch | undefined => {
    if (current.length === 0 || !version) return undefined;
    const batch = batchOf(version, current);
    current = [];
    jsonBytes = 0;
    attachmentBytes = 0;
    seen = new Set();
    return batch;
  };

  const add = (statement: TOutgoing): TBatch | undefined => {
    const itsVersion = wireVersion(statement.json);
    const size = Buffer.byteLength(statement.json, 'utf8') + 1;
    let closed: TBatch | undefined;
    if (current.length > 0) {
      const content = newContent(statement, new Set(seen));
      const attachments = attachmentBytes + contentBytes(content);
      const fits =
        itsVersion === version &&
        current.length < limits.maxStatements &&
        jsonBytes + size <= limits.maxBytes &&
        (attachments === 0 ||
          (jsonBytes + size + JSON_PART_OVERHEAD + attachments <= limits.maxMultipartBytes &&
            seen.size + content.length <= limits.maxAttachments));
      if (!fits) closed = close();
    }
    attachmentBytes += contentBytes(newContent(statement, seen));
    version = itsVersion;
    current.push(statement);
    jsonBytes += size;
    return closed;
  };

  return { add, close };
}

/** All the batches of `statements` (batchBuilder's cuts). */
export function batchesOf(statements: readonly TOutgoing[], limits: Partial<TBatchLimits> = {}): TBatch[] {
  const builder = batchBuilder({ ...LIMITS, ...limits });
  const batches = statements.flatMap((statement) => builder.add(statement) ?? []);
  const last = builder.close();
  return last ? [...batches, last] : batches;
}

/** A batch cut in two halves (an LRS refused it whole: each half is tried on its own, with its own content). */
export function halves(batch: TBatch): [TBatch, TBatch] {
  const middle = Math.ceil(batch.statements.length / 2);
  return [
    batchOf(batch.version, batch.statements.slice(0, middle)),
    batchOf(batch.version, batch.statements.slice(middle)),
  ];
}
