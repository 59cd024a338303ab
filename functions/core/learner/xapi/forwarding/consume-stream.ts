import { XAPI_FORWARDING_LIMITS } from '@skillway/shared';
import type { TLog } from '../../../platform/http/logger';
import { deliverTarget, type TSendBatch } from './deliver';
import { matchesFilter, parseFilter, statementFacts, type TStatementFacts } from './filter';
import { enqueue, markEnqueued, removePending } from './queue-repository';
import { listTargets } from './target-repository';

/**
 * The table stream's second consumer (events/streams/xapi-forwarding.ts on AWS; infra/local/local-stack.ts feeds it
 * DynamoDB Local's stream): each new statement of a company's LRS (an LrsStatement INSERT; on AWS the event source
 * mapping passes only those) goes into the queue of each of the company's enabled targets whose filter it matches,
 * read from the record's own image: the statement write itself reads nothing more. Then each target with new
 * statements gets a delivery run at once (unless it is waiting for a retry), so forwarding takes seconds, not a
 * schedule's minute. A repeated record puts the same queue item again; one read again after its delivery is sent
 * again, which the receiving LRS takes as the same statement (ids are kept).
 */

/** A stream record as Lambda delivers it and DynamoDB Local's GetRecords answers it (only what is read here). */
export interface TForwardStreamRecord {
  eventID?: string;
  eventName?: string;
  dynamodb?: {
    NewImage?: Record<string, { S?: string; N?: string } | undefined>;
    SequenceNumber?: string;
  };
}

/** The entity name (dynamodb-toolbox's `_et`) of a stored statement. */
const STATEMENT_ENTITY = 'LrsStatement';

interface TNewStatement {
  index: number;
  companyId: string;
  storedId: string;
  facts: TStatementFacts;
}

function newStatement(record: TForwardStreamRecord, index: number): TNewStatement | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || image?._et?.S !== STATEMENT_ENTITY) return undefined;
  const companyId = image.company_id?.S;
  const storedId = image.stored_id?.S;
  if (!companyId || !storedId) return undefined;
  let statement: unknown;
  try {
    statement = JSON.parse(image.statement?.S ?? 'null');
  } catch {
    statement = undefined;
  }
  return { index, companyId, storedId, facts: statementFacts(statement) };
}

export interface TForwardStreamResult {
  /** The first record not done (Lambda resumes the shard from it). */
  batchItemFailures: { itemIdentifier: string }[];
  enqueued: number;
  delivered: number;
}

export async function consumeForwardingStream(
  records: readonly TForwardStreamRecord[],
  options: { log?: TLog; now?: () => Date; send?: TSendBatch } = {},
): Promise<TForwardStreamResult> {
  const now = options.now ?? (() => new Date());
  const byCompany = new Map<string, TNewStatement[]>();
  records.forEach((record, index) => {
    const statement = newStatement(record, index);
    if (!statement) return;
    const list = byCompany.get(statement.companyId);
    if (list) list.push(statement);
    else byCompany.set(statement.companyId, [statement]);
  });

  const deadline = Date.now() + XAPI_FORWARDING_LIMITS.runSeconds * 1000;
  let failedAt: number | undefined;
  let enqueued = 0;
  let delivered = 0;
  for (const [companyId, statements] of byCompany) {
    const queued: string[] = [];
    try {
      for (const target of await listTargets(companyId)) {
        if (!target.enabled) continue;
        const filter = parseFilter(target.filters);
        const ids = statements.filter((entry) => matchesFilter(entry.facts, filter)).map((entry) => entry.storedId);
        if (ids.length === 0) continue;
        await enqueue(companyId, target.target_id, ids);
        if (await markEnqueued(companyId, target.target_id, now())) {
          queued.push(target.target_id);
          enqueued += ids.length;
        } else {
          // Deleted meanwhile: nothing may wait for it.
          await removePending(companyId, target.target_id, ids);
        }
      }
    } catch (error) {
      options.log?.error('xapi forwarding: statements could not be queued', {
        company_id: companyId,
        error: error as Error,
      });
      const first = statements[0]!.index;
      failedAt = failedAt === undefined ? first : Math.min(failedAt, first);
      continue;
    }
    for (const targetId of queued) {
      try {
        const run = await deliverTarget(companyId, targetId, {
          now: now(),
          deadline,
          ...(options.log ? { log: options.log } : {}),
          ...(options.send ? { send: options.send } : {}),
        });
        delivered += run.delivered;
      } catch (error) {
        // Queued and due: the forwarding schedule delivers them.
        options.log?.warn('xapi forwarding: the first delivery run failed', {
          company_id: companyId,
          target_id: targetId,
          error: error as Error,
        });
      }
    }
  }
  const failed = failedAt === undefined ? undefined : records[failedAt]?.dynamodb?.SequenceNumber;
  return { batchItemFailures: failed ? [{ itemIdentifier: failed }] : [], enqueued, delivered };
}
