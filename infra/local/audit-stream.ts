import { appendFile } from 'node:fs/promises';
import { AwsClient } from 'aws4fetch';
import type { TStreamRecord } from '@skillway/functions/core/oversight/audit/record-to-event';
import type { TLogger } from './log';

/** How often the shards are read, like Lambda's polling of a stream (about four times a second). */
const AUDIT_STREAM_POLL_MS = 250;
/**
 * While the table is quiet the pause doubles up to this, so an idle stack (a test stack waits most of its life)
 * reads the stream eight times less often: the polling was a measurable share of the suite's CPU. The first write
 * after a quiet spell is read within this time; whatever must see it at once drains the stream.
 */
const AUDIT_STREAM_IDLE_POLL_MS = 2_000;
/** Lambda's retries of a failing record before it goes to the on-failure destination: locally three tries in all. */
const MAX_TRIES = 3;
const RECORDS_PER_READ = 1000;
/** A drain gives up after this many rounds that still found records (a stream written to without pause). */
const MAX_DRAIN_ROUNDS = 200;
/** New shards are looked for this often (and whenever a shard closed, and when a drain starts). */
const SHARD_REFRESH_MS = 5_000;

type TConsume = (records: TStreamRecord[]) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>;

interface TShardState {
  id: string;
  parentId?: string;
  iterator?: string;
  /** The last record handed to the consumer and done (the next read starts after it). */
  after?: string;
  /** A record to read again (the consumer failed on it). */
  at?: string;
  tries: number;
  closed: boolean;
}

interface TShard {
  ShardId: string;
  ParentShardId?: string;
}

class StreamCallError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * DynamoDB Local's stream read the way Lambda's event source mapping reads the table's stream on AWS, feeding the
 * same consumer (functions/core/oversight/audit/consume-stream.ts): every shard from its start (the consumer skips
 * what is already in the log), one shard's records in order, a failed record read again up to three tries and then
 * written to `deadLetterFile` and passed. The DynamoDB Streams API is called over HTTP with aws4fetch (already a
 * dependency), which keeps the streams SDK client out of the repository for four calls.
 */
export function createAuditStream(options: {
  endpoint: string;
  tableName: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  consume: TConsume;
  log: TLogger;
  deadLetterFile: string;
  pollMs?: number;
}) {
  const aws = new AwsClient({ ...options.credentials, region: options.region, service: 'dynamodb', retries: 0 });
  const shards = new Map<string, TShardState>();
  let streamArn: string | undefined;
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let lastError = '';
  let refreshedAt = 0;
  let refreshNow = true;
  let pauseMs = options.pollMs ?? AUDIT_STREAM_POLL_MS;

  async function call<T>(target: string, body: Record<string, unknown>): Promise<T> {
    const prefix = target === 'DescribeTable' ? 'DynamoDB_20120810' : 'DynamoDBStreams_20120810';
    const response = await aws.fetch(options.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `${prefix}.${target}` },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const type =
        String(answer.__type ?? response.status)
          .split('#')
          .pop() ?? '';
      throw new StreamCallError(type, `${target}: ${type} ${String(answer.message ?? answer.Message ?? '')}`);
    }
    return answer as T;
  }

  async function refreshShards(): Promise<void> {
    streamArn ??= (
      await call<{ Table?: { LatestStreamArn?: string } }>('DescribeTable', { TableName: options.tableName })
    ).Table?.LatestStreamArn;
    if (!streamArn) throw new Error(`the table ${options.tableName} has no stream`);
    let start: string | undefined;
    do {
      const { StreamDescription } = await call<{
        StreamDescription: { Shards?: TShard[]; LastEvaluatedShardId?: string };
      }>('DescribeStream', { StreamArn: streamArn, ...(start ? { ExclusiveStartShardId: start } : {}) });
      for (const shard of StreamDescription.Shards ?? []) {
        if (!shards.has(shard.ShardId))
          shards.set(shard.ShardId, { id: shard.ShardId, parentId: shard.ParentShardId, tries: 0, closed: false });
      }
      start = StreamDescription.LastEvaluatedShardId;
    } while (start);
  }

  async function iteratorFor(shard: TShardState): Promise<string | undefined> {
    const position = shard.at
      ? { ShardIteratorType: 'AT_SEQUENCE_NUMBER', SequenceNumber: shard.at }
      : shard.after
        ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: shard.after }
        : { ShardIteratorType: 'TRIM_HORIZON' };
    const { ShardIterator } = await call<{ ShardIterator?: string }>('GetShardIterator', {
      StreamArn: streamArn,
      ShardId: shard.id,
      ...position,
    });
    return ShardIterator;
  }

  async function deadLetter(record: TStreamRecord): Promise<void> {
    options.log.error(
      'audit',
      `stream record ${record.eventID} failed ${MAX_TRIES} times; written to ${options.deadLetterFile}`,
    );
    const line = { time: new Date().toISOString(), source: 'audit-stream', attempts: MAX_TRIES, record };
    await appendFile(options.deadLetterFile, `${JSON.stringify(line)}\n`).catch((error: unknown) =>
      options.log.error('audit', 'cannot write the dead-letter file', error),
    );
  }

  /** Reads one shard up to its end; returns how many records it read. */
  async function readShard(shard: TShardState): Promise<number> {
    let seen = 0;
    for (let page = 0; page < 50 && !shard.closed; page++) {
      shard.iterator ??= await iteratorFor(shard);
      if (!shard.iterator) {
        shard.closed = true;
        break;
      }
      let answer: { Records?: TStreamRecord[]; NextShardIterator?: string };
      try {
        answer = await call('GetRecords', { ShardIterator: shard.iterator, Limit: RECORDS_PER_READ });
      } catch (error) {
        if (error instanceof StreamCallError && /ExpiredIterator|TrimmedDataAccess/.test(error.type)) {
          shard.iterator = undefined;
          continue;
        }
        throw error;
      }
      const records = (answer.Records ?? []).map((record) => ({ ...record, eventSourceARN: streamArn }));
      seen += records.length;
      if (records.length > 0) {
        const { batchItemFailures } = await options.consume(records);
        const failed = batchItemFailures[0]?.itemIdentifier;
        if (failed) {
          const record = records.find((candidate) => candidate.dynamodb?.SequenceNumber === failed);
          shard.tries = shard.at === failed ? shard.tries + 1 : 1;
          shard.iterator = undefined;
          if (shard.tries >= MAX_TRIES && record) {
            await deadLetter(record);
            shard.at = undefined;
            shard.after = failed;
            shard.tries = 0;
          } else {
            shard.at = failed;
          }
          return seen;
        }
        shard.at = undefined;
        shard.tries = 0;
        shard.after = records.at(-1)?.dynamodb?.SequenceNumber ?? shard.after;
      }
      shard.iterator = answer.NextShardIterator;
      if (!answer.NextShardIterator) shard.closed = true;
      if (records.length === 0) break;
    }
    return seen;
  }

  async function pollOnce(): Promise<number> {
    if (refreshNow || Date.now() - refreshedAt >= SHARD_REFRESH_MS) {
      try {
        await refreshShards();
        refreshedAt = Date.now();
        refreshNow = false;
      } catch (error) {
        // The table was made again (a test's reset): find its new stream next time.
        streamArn = undefined;
        shards.clear();
        refreshNow = true;
        throw error;
      }
    }
    let seen = 0;
    for (const shard of shards.values()) {
      if (shard.closed) continue;
      // A child shard's records follow its parent's: read it once the parent is read to its end.
      const parent = shard.parentId ? shards.get(shard.parentId) : undefined;
      if (parent && !parent.closed) continue;
      try {
        seen += await readShard(shard);
      } catch (error) {
        if (error instanceof StreamCallError && /ResourceNotFound/.test(error.type)) {
          streamArn = undefined;
          shards.clear();
          refreshNow = true;
        }
        throw error;
      }
      // Its children (new shards) are found at once.
      if (shard.closed) refreshNow = true;
    }
    return seen;
  }

  function poll(): Promise<number> {
    running ??= pollOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  function tick() {
    if (stopped) return;
    poll()
      .then((seen) => {
        lastError = '';
        const base = options.pollMs ?? AUDIT_STREAM_POLL_MS;
        pauseMs = seen > 0 ? base : Math.min(Math.max(pauseMs * 2, base), Math.max(base, AUDIT_STREAM_IDLE_POLL_MS));
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (message !== lastError) options.log.warn('audit', `reading the table's stream failed: ${message}`);
        lastError = message;
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pauseMs);
      });
  }

  return {
    start(): void {
      stopped = false;
      tick();
    },
    /**
     * Resolves once every change written before the call is in the audit log (or dead-lettered): reads until a
     * full round that started after the call finds nothing new.
     */
    async drain(): Promise<void> {
      await running?.catch(() => undefined);
      refreshNow = true;
      for (let round = 0; round < MAX_DRAIN_ROUNDS; round++) {
        if ((await poll()) === 0) return;
      }
      throw new Error('the audit stream kept finding records while it was drained');
    },
    /** Stops reading, after a last drain (the emulator still answers: the stack stops it later). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await this.drain().catch((error: unknown) =>
        options.log.warn('audit', `the last drain failed: ${String(error)}`),
      );
    },
  };
}
