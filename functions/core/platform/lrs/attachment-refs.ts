/** A JSON object of a statement. */
type TJson = Record<string, unknown>;

export interface TAttachmentRef {
  /** Lower case: the content's address in the company (keys.lrsAttachmentKey). */
  sha2: string;
  /** The content type the first attachment naming it gave. */
  contentType: string | undefined;
}

/** A SHA-2 hex digest (validation refuses others; a key is never built from anything else). */
const SHA2 = /^[0-9a-f]{56,128}$/;

function isObject(value: unknown): value is TJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(owner: TJson): TJson[] {
  return Array.isArray(owner.attachments) ? owner.attachments.filter(isObject) : [];
}

/**
 * The attachments a stored statement names (xAPI Data 2.4.11), its own and its SubStatement's, each SHA-2 once in the
 * order first named. Whether the company holds the content is the bucket's to say: an attachment sent with only a
 * `fileUrl` names a SHA-2 like one sent with its part.
 */
export function attachmentRefs(statement: unknown): TAttachmentRef[] {
  if (!isObject(statement)) return [];
  const object = statement.object;
  const sub = isObject(object) && object.objectType === 'SubStatement' ? listOf(object) : [];
  const refs = new Map<string, TAttachmentRef>();
  for (const attachment of [...listOf(statement), ...sub]) {
    const sha2 = typeof attachment.sha2 === 'string' ? attachment.sha2.toLowerCase() : '';
    if (!SHA2.test(sha2) || refs.has(sha2)) continue;
    refs.set(sha2, {
      sha2,
      contentType: typeof attachment.contentType === 'string' ? attachment.contentType : undefined,
    });
  }
  return [...refs.values()];
}

/** The SHA-2s a stored statement's JSON names (none without an `attachments` list, read without parsing). */
export function attachmentSha2s(statementJson: string): string[] {
  if (!statementJson.includes('"attachments"')) return [];
  return attachmentRefs(JSON.parse(statementJson) as unknown).map((ref) => ref.sha2);
}
