import { XAPI_FORWARDING_LIMITS } from '@skillway/shared';

/** A statement on its way: its stored id (its queue item) and its JSON as the company's LRS returns it. */
export interface TOutgoing {
  storedId: string;
  json: string;
}

/** The X-Experience-API-Version a batch is sent with: 2.0.0 for statements stored as 2.0, else 1.0.3. */
export type TWireVersion = '1.0.3' | '2.0.0';

export interface TBatch {
  version: TWireVersion;
  statements: TOutgoing[];
  /** The POST body: the statements as a JSON array, in stored order. */
  body: string;
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

/**
 * Statements in stored order cut into POSTs: at most `maxStatements` and `maxBytes` of JSON each (a larger statement
 * goes alone), and a new batch wherever the version changes, so every batch keeps stored order and one version.
 */
export function batchesOf(
  statements: readonly TOutgoing[],
  limits: { maxStatements: number; maxBytes: number } = {
    maxStatements: XAPI_FORWARDING_LIMITS.batchStatements,
    maxBytes: XAPI_FORWARDING_LIMITS.batchBytes,
  },
): TBatch[] {
  const batches: TBatch[] = [];
  let current: TOutgoing[] = [];
  let bytes = 0;
  let version: TWireVersion | undefined;
  const close = () => {
    if (current.length === 0 || !version) return;
    batches.push({ version, statements: current, body: `[${current.map((statement) => statement.json).join(',')}]` });
    current = [];
    bytes = 0;
  };
  for (const statement of statements) {
    const size = Buffer.byteLength(statement.json, 'utf8') + 1;
    const itsVersion = wireVersion(statement.json);
    if (
      current.length > 0 &&
      (itsVersion !== version || current.length >= limits.maxStatements || bytes + size > limits.maxBytes)
    )
      close();
    version = itsVersion;
    current.push(statement);
    bytes += size;
  }
  close();
  return batches;
}

/** A batch cut in two halves (an LRS refused it whole: each half is tried on its own). */
export function halves(batch: TBatch): [TBatch, TBatch] {
  const middle = Math.ceil(batch.statements.length / 2);
  const part = (statements: TOutgoing[]): TBatch => ({
    version: batch.version,
    statements,
    body: `[${statements.map((statement) => statement.json).join(',')}]`,
  });
  return [part(batch.statements.slice(0, middle)), part(batch.statements.slice(middle))];
}
