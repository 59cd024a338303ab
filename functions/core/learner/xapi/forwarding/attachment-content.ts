import { XAPI_ATTACHMENTS } from '@skillway/shared';
import type { TLrsStatementItem } from '../../../platform/lrs/statement-repository';
import { readAttachments } from '../attachment-store';
import { oversize, type TOutgoing } from './batches';

/**
 * A stored statement's attachments on their way to an external LRS (xAPI 1.0.3 Communication 1.5.2, Data 2.6): an
 * attachment without fileUrl, and every signature, must arrive as a part of a multipart/mixed request, so their
 * content is read from the company's LRS (attachment-store.ts) and sent beside the statement as stored, byte for byte
 * (a signature's JWS unchanged). A statement whose attachments all have a fileUrl goes as JSON and reads nothing.
 */

type TJson = Record<string, unknown>;

function isObject(value: unknown): value is TJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The attachments whose content a statement must be sent with (its SHA-2 as written, its content type), its
 * SubStatement's included, each SHA-2 once.
 */
export function contentNeeded(statement: unknown): { sha2: string; contentType: string }[] {
  if (!isObject(statement)) return [];
  const object = statement.object;
  const lists = [
    statement.attachments,
    isObject(object) && object.objectType === 'SubStatement' ? object.attachments : undefined,
  ];
  const seen = new Set<string>();
  return lists.flatMap((list) =>
    (Array.isArray(list) ? list : []).flatMap((entry: unknown) => {
      if (!isObject(entry) || typeof entry.sha2 !== 'string' || typeof entry.contentType !== 'string') return [];
      const needed = entry.fileUrl === undefined || entry.usageType === XAPI_ATTACHMENTS.SIGNATURE_USAGE_TYPE;
      const key = entry.sha2.toLowerCase();
      if (!needed || seen.has(key)) return [];
      seen.add(key);
      return [{ sha2: entry.sha2, contentType: entry.contentType }];
    }),
  );
}

const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

export type TPrepared = { outgoing: TOutgoing } | { error: string };

/**
 * A stored statement ready to go: its JSON and the content of the attachments it needs; or, for one that can never
 * be sent, why (the dead-letter list shows it): content the company's LRS no longer holds, or more than one request
 * may carry. A failure to read the content throws (the run's failure, retried).
 */
export async function prepareOutgoing(
  companyId: string,
  item: Pick<TLrsStatementItem, 'stored_id' | 'statement'>,
  read: typeof readAttachments = readAttachments,
): Promise<TPrepared> {
  const outgoing: TOutgoing = { storedId: item.stored_id, json: item.statement };
  let needed: { sha2: string; contentType: string }[];
  try {
    needed = contentNeeded(JSON.parse(item.statement));
  } catch {
    needed = [];
  }
  if (needed.length === 0) return { outgoing };
  const bodies = await read(
    companyId,
    needed.map((attachment) => attachment.sha2),
  );
  const missing = needed.find((_, index) => bodies[index] === undefined);
  if (missing)
    return {
      error: `The content of attachment ${missing.sha2} is no longer in the company's LRS: the statement cannot be sent without it.`,
    };
  outgoing.attachments = needed.map((attachment, index) => ({ ...attachment, body: bodies[index]! }));
  const over = oversize(outgoing);
  if (over)
    return {
      error:
        `The statement with its attachments takes ${mib(over.bytes)} in ${over.parts} part${over.parts === 1 ? '' : 's'}; one request to the LRS ` +
        `carries at most ${mib(over.maxBytes)} and ${over.maxParts} parts.`,
    };
  return { outgoing };
}
