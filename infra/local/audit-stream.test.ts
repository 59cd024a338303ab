import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TStreamRecord } from '@skillway/functions/core/oversight/audit/record-to-event';
import { createAuditStream } from './audit-stream';
import { createLogger } from './log';

const STREAM = 'arn:aws:dynamodb:ddblocal:000000000000:table/skillway/stream/2026-12-06T00:00:00.000';

interface TFakeShard {
  id: string;
  parent?: string;
  records: TStreamRecord[];
  closed: boolean;
}

/** DynamoDB Local's stream calls, answered from memory: iterators are `<shard>@<index>`. */
function fakeStreams(shards: TFakeShard[]) {
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target']).split('.')[1] ?? '';
      const input = JSON.parse(body) as Record<string, string>;
      calls.push(target);
      const answer = (value: unknown) => {
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(JSON.stringify(value));
      };
      const shardOf = (id: string) => shards.find((shard) => shard.id === id) as TFakeShard;
      if (target === 'DescribeTable') return answer({ Table: { LatestStreamArn: STREAM } });
      if (target === 'DescribeStream')
        return answer({
          StreamDescription: { Shards: shards.map((s) => ({ ShardId: s.id, ParentShardId: s.parent })) },
        });
      if (target === 'GetShardIterator') {
        const shard = shardOf(input.ShardId as string);
        const at = shard.records.findIndex((record) => record.dynamodb?.SequenceNumber === input.SequenceNumber);
        const index =
          input.ShardIteratorType === 'TRIM_HORIZON'
            ? 0
            : input.ShardIteratorType === 'AT_SEQUENCE_NUMBER'
              ? at
              : at + 1;
        return answer({ ShardIterator: `${shard.id}@${index}` });
      }
      if (target === 'GetRecords') {
        const [id, index] = String(input.ShardIterator).split('@') as [string, string];
        const shard = shardOf(id);
        const records = shard.records.slice(Number(index));
        const next = Number(index) + records.length;
        return answer({
          Records: records,
          ...(shard.closed && records.length === 0 ? {} : { NextShardIterator: `${id}@${next}` }),
        });
      }
      res.writeHead(400);
      res.end(JSON.stringify({ __type: 'com.amazonaws#UnknownOperationException' }));
    });
  });
  return {
    calls,
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const record = (n: number): TStreamRecord => ({
  eventID: `ev-${n}`,
  eventName: 'INSERT',
  dynamodb: { SequenceNumber: String(100 + n) },
});

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
});

async function streamWith(
  shards: TFakeShard[],
  consume: (records: TStreamRecord[]) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>,
) {
  const fake = fakeStreams(shards);
  const endpoint = await fake.listen();
  const deadLetterFile = join(mkdtempSync(join(tmpdir(), 'audit-stream-')), 'dead-letters.jsonl');
  const stream = createAuditStream({
    endpoint,
    tableName: 'skillway',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    region: 'eu-west-2',
    consume,
    log: createLogger(true),
    deadLetterFile,
    pollMs: 10_000,
  });
  cleanup.push(() => fake.close());
  return { stream, deadLetterFile, fake };
}

describe("the local audit stream (DynamoDB Local's stream → the consumer)", () => {
  it("hands each shard's records to the consumer in order, a parent shard before its child; drain waits for all", async () => {
    const seen: string[] = [];
    const shards: TFakeShard[] = [
      { id: 'child', parent: 'parent', records: [record(3)], closed: false },
      { id: 'parent', records: [record(1), record(2)], closed: true },
    ];
    const { stream } = await streamWith(shards, async (records) => {
      seen.push(...records.map((r) => String(r.eventID)));
      for (const r of records) expect(r.eventSourceARN).toBe(STREAM);
      return { batchItemFailures: [] };
    });
    await stream.drain();
    expect(seen).toEqual(['ev-1', 'ev-2', 'ev-3']);

    shards[0]?.records.push(record(4));
    await stream.drain();
    expect(seen).toEqual(['ev-1', 'ev-2', 'ev-3', 'ev-4']);
    await stream.stop();
  });

  it('reads a failed record again from it; after three tries it is dead-lettered and passed', async () => {
    const seen: string[] = [];
    let failuresLeft = 1;
    const shards: TFakeShard[] = [{ id: 's1', records: [record(1), record(2), record(3)], closed: false }];
    const { stream, deadLetterFile } = await streamWith(shards, async (records) => {
      seen.push(records.map((r) => r.eventID).join(','));
      const second = records.find((r) => r.eventID === 'ev-2');
      if (second && failuresLeft > 0) {
        failuresLeft -= 1;
        return { batchItemFailures: [{ itemIdentifier: String(second.dynamodb?.SequenceNumber) }] };
      }
      return { batchItemFailures: [] };
    });
    await stream.drain();
    expect(seen).toEqual(['ev-1,ev-2,ev-3', 'ev-2,ev-3']);
    expect(existsSync(deadLetterFile)).toBe(false);

    const poisoned: TFakeShard[] = [{ id: 's1', records: [record(1), record(2), record(3)], closed: false }];
    const tries: string[] = [];
    const { stream: second, deadLetterFile: letters } = await streamWith(poisoned, async (records) => {
      tries.push(records.map((r) => r.eventID).join(','));
      const bad = records.find((r) => r.eventID === 'ev-2');
      return { batchItemFailures: bad ? [{ itemIdentifier: String(bad.dynamodb?.SequenceNumber) }] : [] };
    });
    await second.drain();
    expect(tries).toEqual(['ev-1,ev-2,ev-3', 'ev-2,ev-3', 'ev-2,ev-3', 'ev-3']);
    const lines = readFileSync(letters, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ source: 'audit-stream', record: { eventID: 'ev-2' } });
    await stream.stop();
    await second.stop();
  });
});
