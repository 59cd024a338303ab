import { QueryCommand as RawQueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { XAPI_FORWARDING_LIMITS as LIMITS } from '@skillway/shared';
import { documentClient } from '../../../platform/clients/dynamodb';
import { config } from '../../../platform/config';
import type { TXapiForwardTargetItem } from '../../../platform/db/entities/xapi-forwarding';
import { keys } from '../../../platform/db/keys';
import { TABLE_INDEXES, TABLE_KEYS } from '../../../platform/definitions/table';
import type { TLog } from '../../../platform/http/logger';
import { getStatementItems, type TLrsStatementItem } from '../../../platform/lrs/statement-repository';
import { answerKind, clip, failureText } from './answers';
import { afterFailure } from './backoff';
import { prepareOutgoing, type TPrepared } from './attachment-content';
import { batchBuilder, halves, type TBatch } from './batches';
import { statementFacts } from './filter';
import { deadLetter, purgeQueue, readPending, removePending } from './queue-repository';
import { OutboundError, postBody, type TPostAnswer } from './safe-http';
import { getTarget, outboundPolicy, statementsUrl } from './target-repository';
import { openTargetSecret } from './target-secret';

/**
 * Delivery (docs/elearning-standards.md "Forwarding"): one target's queue sent in stored order, in batches, by one
 * run at a time (a lease on the target item). A statement with attachments goes with their content, its batch then
 * multipart/mixed (attachment-content.ts); one that can never be sent so (its content gone, or larger than a request
 * may be) goes to the dead-letter list. A batch the LRS accepts leaves the queue; one it refuses as a whole is
 * tried in halves down to single statements, and a single statement it refuses as invalid goes to the dead-letter list
 * at once; any other failure (network, time limit, 401/403/404, 429, 5xx) stops the run and waits per the retry
 * schedule (backoff.ts), everything behind it waiting too, so statements arrive in stored order; after the last
 * attempt the failed batch goes to the dead-letter list and the next statements are tried.
 */

type TRunOutcome = 'missing' | 'disabled' | 'waiting' | 'busy' | 'idle' | 'failed' | 'more';

export interface TRunResult {
  outcome: TRunOutcome;
  delivered: number;
  deadLettered: number;
}

export type TSendBatch = (
  url: string,
  batch: TBatch,
  credentials: { key: string; secret: string },
) => Promise<TPostAnswer>;

export interface TRunOptions {
  /** The run's clock: retry times, the lease and the dead letters' times are set from it (tests pin it). */
  now: Date;
  /** Real time (epoch ms) after which the run takes no new batch. */
  deadline: number;
  log?: TLog;
  send?: TSendBatch;
}

/** A run holds its target this long at most (its own time, and a last request's). */
const LEASE_MS = (LIMITS.runSeconds + 2 * LIMITS.requestSeconds) * 1000;
/** Pending statements read at a time (a few batches' worth). */
const READ_AHEAD = LIMITS.batchStatements * 4;

function basic(key: string, secret: string): string {
  return `Basic ${Buffer.from(`${key}:${secret}`, 'utf8').toString('base64')}`;
}

/** A batch POSTed as xAPI says: the version header of its statements, Basic credentials, JSON or multipart/mixed. */
const sendBatchOverHttp: TSendBatch = (url, batch, credentials) =>
  postBody(
    url,
    batch.body,
    {
      'content-type': batch.contentType,
      'x-experience-api-version': batch.version,
      authorization: basic(credentials.key, credentials.secret),
      'user-agent': 'Skillway-LRS-forwarding',
    },
    { ...outboundPolicy(), timeoutMs: LIMITS.requestSeconds * 1000 },
  );

interface TSent {
  delivered: string[];
  rejected: { storedId: string; error: string }[];
  /** A failure of the target's own (the run stops here): the statements of the request that failed. */
  failed?: { storedIds: string[]; error: string };
}

async function sendWithHalves(batch: TBatch, send: (batch: TBatch) => Promise<TPostAnswer>): Promise<TSent> {
  const ids = batch.statements.map((statement) => statement.storedId);
  let answer: TPostAnswer;
  try {
    answer = await send(batch);
  } catch (error) {
    const reason = error instanceof OutboundError ? error.message : `could not be sent: ${(error as Error).message}`;
    return { delivered: [], rejected: [], failed: { storedIds: ids, error: clip(reason) } };
  }
  switch (answerKind(answer.status, ids.length)) {
    case 'delivered':
      return { delivered: ids, rejected: [] };
    case 'rejected':
      return {
        delivered: [],
        rejected: ids.map((storedId) => ({ storedId, error: failureText(answer.status, answer.text) })),
      };
    case 'retry':
      return {
        delivered: [],
        rejected: [],
        failed: { storedIds: ids, error: failureText(answer.status, answer.text) },
      };
    case 'split': {
      const [first, second] = halves(batch);
      const one = await sendWithHalves(first, send);
      if (one.failed) return one;
      const two = await sendWithHalves(second, send);
      return {
        delivered: [...one.delivered, ...two.delivered],
        rejected: [...one.rejected, ...two.rejected],
        ...(two.failed ? { failed: two.failed } : {}),
      };
    }
  }
}

/** A raw update of the target item: `set` values, `remove` attributes, under `condition` (a name map is built). */
async function changeTarget(
  companyId: string,
  targetId: string,
  change: { set?: Record<string, unknown>; remove?: string[]; condition?: string; values?: Record<string, unknown> },
  returnNew = false,
): Promise<Record<string, unknown> | undefined | false> {
  const names: Record<string, string> = { '#pk': TABLE_KEYS.partitionKey };
  const values: Record<string, unknown> = { ...change.values };
  const sets = Object.entries(change.set ?? {}).map(([name, value], index) => {
    names[`#s${index}`] = name;
    values[`:s${index}`] = value;
    return `#s${index} = :s${index}`;
  });
  const removes = (change.remove ?? []).map((name, index) => {
    names[`#r${index}`] = name;
    return `#r${index}`;
  });
  for (const name of ['lease_until', 'seq']) names[`#${name}`] = name;
  const expression = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
  try {
    const answer = await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: {
          [TABLE_KEYS.partitionKey]: keys.company(companyId),
          [TABLE_KEYS.sortKey]: keys.xapiForwardTargetSk(targetId),
        },
        UpdateExpression: expression,
        ConditionExpression: change.condition
          ? `attribute_exists(#pk) AND (${change.condition})`
          : 'attribute_exists(#pk)',
        ExpressionAttributeNames: Object.fromEntries(
          Object.entries(names).filter(([alias]) => `${expression} ${change.condition ?? ''} #pk`.includes(alias)),
        ),
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
        ...(returnNew ? { ReturnValues: 'ALL_NEW' } : {}),
      }),
    );
    return answer.Attributes;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** The target, leased to this run; undefined when it is gone or another run holds it. */
async function claim(companyId: string, targetId: string, now: Date): Promise<TXapiForwardTargetItem | undefined> {
  const answer = await changeTarget(
    companyId,
    targetId,
    {
      set: { lease_until: new Date(now.getTime() + LEASE_MS).toISOString() },
      condition: 'attribute_not_exists(#lease_until) OR #lease_until < :now',
      values: { ':now': now.toISOString() },
    },
    true,
  );
  return answer ? (answer as unknown as TXapiForwardTargetItem) : undefined;
}

/** The due index's entry goes only if nothing was queued since `seq` was read (markEnqueued moves it). */
function unchangedSince(seq: number | undefined) {
  return seq === undefined
    ? { condition: 'attribute_not_exists(#seq)', values: {} }
    : { condition: '#seq = :seq', values: { ':seq': seq } };
}

async function clearDue(companyId: string, targetId: string, seq: number | undefined, releaseLease: boolean) {
  const since = unchangedSince(seq);
  const cleared = await changeTarget(companyId, targetId, {
    remove: ['gsi2pk', 'gsi2sk', ...(releaseLease ? ['lease_until'] : [])],
    condition: since.condition,
    values: since.values,
  });
  if (cleared === false && releaseLease) await changeTarget(companyId, targetId, { remove: ['lease_until'] });
}

function due(companyId: string, targetId: string, at: Date) {
  return {
    gsi2pk: keys.xapiForwardDueIndexPk,
    gsi2sk: keys.xapiForwardDueIndexSk(at.toISOString(), companyId, targetId),
  };
}

function letterOf(item: TLrsStatementItem | undefined, storedId: string, attempts: number, error: string) {
  let facts: { verb: string; activity?: string } = { verb: '' };
  try {
    facts = statementFacts(item ? JSON.parse(item.statement) : undefined);
  } catch {
    // A stored statement is always JSON; the letter still says which one it was.
  }
  return {
    storedId,
    statementId: item?.statement_id ?? '',
    verbId: facts.verb,
    ...(facts.activity ? { objectId: facts.activity } : {}),
    stored: item?.stored ?? '',
    attempts,
    error,
  };
}

/** One delivery run of a target (the forwarding schedule's, or right after its statements were queued). */
export async function deliverTarget(companyId: string, targetId: string, options: TRunOptions): Promise<TRunResult> {
  const { now } = options;
  const result: TRunResult = { outcome: 'idle', delivered: 0, deadLettered: 0 };
  const current = await getTarget(companyId, targetId);
  if (!current) return { ...result, outcome: 'missing' };
  if (!current.enabled) {
    await clearDue(companyId, targetId, current.seq, false);
    return { ...result, outcome: 'disabled' };
  }
  if (current.next_run && Date.parse(current.next_run) > now.getTime()) return { ...result, outcome: 'waiting' };
  const target = await claim(companyId, targetId, now);
  if (!target) return { ...result, outcome: 'busy' };

  let failures = target.failures ?? 0;
  let released = false;
  const finish = async (change: { set?: Record<string, unknown>; remove?: string[] }) => {
    await changeTarget(companyId, targetId, { set: change.set, remove: [...(change.remove ?? []), 'lease_until'] });
    released = true;
  };
  try {
    let secret: string | undefined;
    try {
      secret = openTargetSecret(companyId, targetId, target.sealed);
    } catch {
      secret = undefined;
    }
    const url = statementsUrl(target.endpoint);
    const send = options.send ?? sendBatchOverHttp;
    const post = (batch: TBatch) =>
      secret === undefined
        ? Promise.reject(new OutboundError('the stored secret cannot be read: save the target with its secret again'))
        : send(url, batch, { key: target.key, secret });

    /** The statements read for this round, by stored id (a dead letter names its statement). */
    const found = new Map<string, TLrsStatementItem>();

    /** The run ends on a failure of the target's: retried on the schedule, or dead-lettered after the last attempt. */
    const stop = async (failedIds: string[], error: string): Promise<TRunResult> => {
      const next = afterFailure(failures, now);
      options.log?.info('xapi forwarding: delivery failed', { company_id: companyId, target_id: targetId, error });
      if (next.kind === 'retry') {
        await finish({
          set: {
            failures: next.failures,
            next_run: next.retryAt.toISOString(),
            error,
            ...due(companyId, targetId, next.retryAt),
          },
        });
      } else {
        await deadLetter(
          companyId,
          targetId,
          failedIds.map((storedId) => letterOf(found.get(storedId), storedId, next.attempts, error)),
          now,
        );
        result.deadLettered += failedIds.length;
        // The statements behind them get their own attempts, from the next run on.
        await finish({ set: { failures: 0, error, ...due(companyId, targetId, now) }, remove: ['next_run'] });
      }
      return { ...result, outcome: 'failed' };
    };

    /** Sends a batch and settles its statements; answers the run's result when the run must stop. */
    const deliver = async (batch: TBatch): Promise<TRunResult | undefined> => {
      const sent = await sendWithHalves(batch, post);
      if (sent.delivered.length > 0) {
        await removePending(companyId, targetId, sent.delivered);
        result.delivered += sent.delivered.length;
        failures = 0;
        await changeTarget(companyId, targetId, {
          set: { last_sent_at: now.toISOString(), failures: 0 },
          remove: ['next_run', 'error'],
        });
      }
      if (sent.rejected.length > 0) {
        await deadLetter(
          companyId,
          targetId,
          sent.rejected.map((entry) => letterOf(found.get(entry.storedId), entry.storedId, failures + 1, entry.error)),
          now,
        );
        result.deadLettered += sent.rejected.length;
      }
      return sent.failed ? stop(sent.failed.storedIds, sent.failed.error) : undefined;
    };

    for (;;) {
      if (Date.now() >= options.deadline) {
        await finish({ set: due(companyId, targetId, now) });
        return { ...result, outcome: 'more' };
      }
      const storedIds = await readPending(companyId, targetId, READ_AHEAD);
      if (storedIds.length === 0) {
        await clearDue(companyId, targetId, target.seq, true);
        released = true;
        return result;
      }
      const items = await getStatementItems(companyId, storedIds);
      found.clear();
      for (const item of items) found.set(item.stored_id, item);
      // Deleted from the company's LRS since (retention, an erasure): nothing to send.
      await removePending(
        companyId,
        targetId,
        storedIds.filter((storedId) => !found.has(storedId)),
      );
      const builder = batchBuilder();
      let stopped: TRunResult | undefined;
      for (const item of items) {
        if (Date.now() >= options.deadline) break;
        let prepared: TPrepared;
        try {
          prepared = await prepareOutgoing(companyId, item);
        } catch (error) {
          // Storage's own words stay in the log: the dead-letter list is the company's to read.
          options.log?.error('xapi forwarding: attachments could not be read', {
            company_id: companyId,
            target_id: targetId,
            error: error as Error,
          });
          stopped = await stop(
            [item.stored_id],
            "the statement's attachments could not be read from the company's LRS",
          );
          break;
        }
        if ('error' in prepared) {
          await deadLetter(
            companyId,
            targetId,
            [letterOf(item, item.stored_id, failures + 1, clip(prepared.error))],
            now,
          );
          result.deadLettered += 1;
          continue;
        }
        const closed = builder.add(prepared.outgoing);
        if (closed) stopped = await deliver(closed);
        if (stopped) break;
      }
      if (!stopped && Date.now() < options.deadline) {
        const last = builder.close();
        if (last) stopped = await deliver(last);
      }
      if (stopped) return stopped;
    }
  } finally {
    if (!released) await changeTarget(companyId, targetId, { remove: ['lease_until'] }).catch(() => undefined);
  }
}

interface TDueRunResult {
  targets: number;
  delivered: number;
  deadLettered: number;
  purged: number;
}

/** How many targets one schedule run takes on at a time. */
const RUN_CONCURRENCY = 4;
/** Due entries one schedule run reads (the rest stay due for the next). */
const DUE_PER_RUN = 200;

/**
 * The forwarding schedule's run: every target whose statements are due (new ones, or a retry whose time came) gets a
 * delivery run, and deleted targets' queues are emptied, all found through the due index (gsi2), never a Scan.
 */
export async function runDueDeliveries(options: { now: Date; deadline: number; log?: TLog; send?: TSendBatch }) {
  const index = TABLE_INDEXES[1];
  const answer = await documentClient().send(
    new RawQueryCommand({
      TableName: config.tableName,
      IndexName: index.name,
      KeyConditionExpression: '#pk = :pk AND #sk <= :upTo',
      ExpressionAttributeNames: { '#pk': index.partitionKey, '#sk': index.sortKey },
      // '~' sorts after '#': every entry due up to this very millisecond.
      ExpressionAttributeValues: { ':pk': keys.xapiForwardDueIndexPk, ':upTo': `${options.now.toISOString()}~` },
      Limit: DUE_PER_RUN,
    }),
  );
  const entries = (answer.Items ?? []).flatMap((item) => {
    const [, companyId, targetId] = String(item[index.sortKey] ?? '').split('#');
    if (!companyId || !targetId) return [];
    return [{ companyId, targetId, purge: item[TABLE_KEYS.sortKey] === keys.xapiForwardPurgeSk }];
  });
  const totals: TDueRunResult = { targets: 0, delivered: 0, deadLettered: 0, purged: 0 };
  let next = 0;
  const worker = async () => {
    while (next < entries.length && Date.now() < options.deadline) {
      const entry = entries[next++]!;
      try {
        if (entry.purge) {
          if (await purgeQueue(entry.companyId, entry.targetId, { now: options.now, maxItems: LIMITS.countCap * 5 }))
            totals.purged += 1;
          continue;
        }
        const run = await deliverTarget(entry.companyId, entry.targetId, options);
        totals.targets += 1;
        totals.delivered += run.delivered;
        totals.deadLettered += run.deadLettered;
      } catch (error) {
        options.log?.error('xapi forwarding: a run failed', {
          company_id: entry.companyId,
          target_id: entry.targetId,
          error: error as Error,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: RUN_CONCURRENCY }, worker));
  return totals;
}
