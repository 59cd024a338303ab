/**
 * What an asynchronous handler can change for one company, read back so two runs can be compared: the company's
 * table items (every item whose keys or `company_id` name it), its stored files (everything under `c/<cid>/`), the
 * local mail outbox's messages to its people, and the events the handler published (captured in this process).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@skillway/functions/core/platform/clients/dynamodb';
import { s3Client } from '@skillway/functions/core/platform/clients/s3';
import { config } from '@skillway/functions/core/platform/config';
import { setEventTransport } from '@skillway/functions/core/platform/events/publish-event';
import { drainEvents } from '../../factories/http';
import { stackDataDir } from '../../factories/stack-context';

export interface TPublished {
  detailType: string;
  detail: Record<string, unknown>;
}

const published: TPublished[] = [];

/** Events published in this process go to a list (never to the stack's bus, which would handle them again). */
export function capturePublishedEvents(): void {
  setEventTransport(async (detailType, detail) => {
    published.push({ detailType, detail: JSON.parse(JSON.stringify(detail)) as Record<string, unknown> });
  });
}

/** How many events were published so far; `publishedSince(n)` lists those after. */
export function publishedCount(): number {
  return published.length;
}

export function publishedSince(count: number): TPublished[] {
  return published.slice(count);
}

/** Every item of the company (a test-only Scan: the table's request paths never scan). */
async function companyItems(companyId: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: config.tableName,
        FilterExpression: 'contains(pk, :cid) OR contains(sk, :cid) OR company_id = :cid',
        ExpressionAttributeValues: { ':cid': companyId },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));
}

/** The company's stored files: its own folder and its unpacked e-learning packages. */
async function companyFiles(companyId: string): Promise<string[]> {
  const files: string[] = [];
  // The audit archive is the uploads bucket's `audit-archive/` locally (functions/core/oversight/audit/archive-audit-log.ts).
  for (const prefix of [`c/${companyId}/`, `content/${companyId}/`, `audit-archive/${companyId}/`]) {
    let token: string | undefined;
    do {
      const page = await s3Client().send(
        new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) files.push(`${object.Key} ${object.Size} ${object.ETag}`);
      token = page.NextContinuationToken;
    } while (token);
  }
  return files.sort();
}

interface TMail {
  to: string;
  subject: string;
}

/** Messages already read, by file: a message file never changes once written, and the outbox holds the whole run's. */
const readMessages = new Map<string, TMail>();

async function outbox(): Promise<(TMail & { file: string })[]> {
  const dir = join(stackDataDir(), 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  return Promise.all(
    names.map(async (file) => {
      let message = readMessages.get(file);
      if (!message) {
        message = JSON.parse(await readFile(join(dir, file), 'utf8')) as TMail;
        readMessages.set(file, message);
      }
      return { file, to: message.to, subject: message.subject };
    }),
  );
}

export interface TEffects {
  items: Record<string, unknown>[];
  files: string[];
  /** Messages to the company's people, by file (one file per message sent). */
  mail: string[];
}

/**
 * The company's effects; `addresses` are its people's email addresses (kept from before a run that may delete them).
 * After a run, drain the stack first (`drainEvents`): the audit events of what it changed are its effects too, and
 * they reach the log a moment after the change.
 */
export async function readEffects(companyId: string, addresses: ReadonlySet<string>): Promise<TEffects> {
  const [items, files, messages] = await Promise.all([companyItems(companyId), companyFiles(companyId), outbox()]);
  const mail = messages
    .filter((message) => addresses.has(message.to.toLowerCase()))
    .map((message) => `${message.file} ${message.to} ${message.subject}`)
    .sort();
  return { items, files, mail };
}

/** The email addresses named by the company's items (users, lookups). */
export function addressesOf(effects: TEffects): Set<string> {
  return new Set(effects.items.flatMap((item) => (typeof item.email === 'string' ? [item.email.toLowerCase()] : [])));
}

/**
 * Waits until the stack's own background work for the company (events the fixtures' API calls published) is done:
 * the stack's queue is drained (POST /_local/events/drain), and the effects read the same twice in a row with a
 * drain between (work a handler queued while the first read ran is caught by the second).
 */
export async function settledEffects(
  companyId: string,
  addresses: ReadonlySet<string>,
  timeoutMs = 20_000,
): Promise<TEffects> {
  const deadline = Date.now() + timeoutMs;
  await drainEvents();
  let previous = JSON.stringify(await readEffects(companyId, addresses));
  for (;;) {
    await drainEvents();
    const current = await readEffects(companyId, addresses);
    const text = JSON.stringify(current);
    if (text === previous || Date.now() > deadline) return current;
    previous = text;
  }
}

/** Lines that differ between two reads, for a readable failure. */
export function differences(before: TEffects, after: TEffects): string[] {
  const lines = (effects: TEffects) => [
    ...effects.items.map((item) => `item ${JSON.stringify(item)}`),
    ...effects.files.map((file) => `file ${file}`),
    ...effects.mail.map((mail) => `mail ${mail}`),
  ];
  const a = new Set(lines(before));
  const b = new Set(lines(after));
  return [
    ...[...a].filter((line) => !b.has(line)).map((line) => `- ${line}`),
    ...[...b].filter((line) => !a.has(line)).map((line) => `+ ${line}`),
  ];
}
