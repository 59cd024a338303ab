import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_ARCHIVE_YEARS, PLATFORM_COMPANY_ID } from '@skillway/shared';
import { documentClient } from '../../platform/clients/dynamodb';
import { s3Client } from '../../platform/clients/s3';
import { config } from '../../platform/config';
import { keys } from '../../platform/db/keys';
import type { TLog } from '../../platform/http/logger';
import { canonicalJson } from './canonical-json';

/** The company attribute holding how many years its archive copies are kept (absent: AUDIT_ARCHIVE_YEARS.DEFAULT). */
const AUDIT_ARCHIVE_YEARS_ATTRIBUTE = 'audit_archive_years';

/** Where the archive's objects are (the archive bucket's only prefix on AWS; a prefix of the uploads bucket locally). */
export const AUDIT_ARCHIVE_PREFIX = 'audit-archive/';
/** The tag an archive object carries with its years: the bucket's lifecycle removes it once its lock has ended. */
export const AUDIT_RETENTION_TAG = 'audit-retention-years';

/** One company's day in the archive: `audit-archive/<cid>/<yyyy-mm-dd>.jsonl`. */
export function auditArchiveKey(companyId: string, day: string): string {
  return `${AUDIT_ARCHIVE_PREFIX}${companyId}/${day}.jsonl`;
}

/** The years a company keeps its archive, within AUDIT_ARCHIVE_YEARS' bounds. */
export function archiveYears(value: unknown): number {
  const years = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(years)) return AUDIT_ARCHIVE_YEARS.DEFAULT;
  return Math.min(AUDIT_ARCHIVE_YEARS.MAX, Math.max(AUDIT_ARCHIVE_YEARS.MIN, years));
}

/** The end of the retention of a day's copy: the day after `day`, `years` later (UTC). */
export function retainUntil(day: string, years: number): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date;
}

/** The UTC day before `now`'s (`yyyy-mm-dd`). */
export function previousDay(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
  return day.toISOString().slice(0, 10);
}

/**
 * Every company with its archive setting, a page at a time (the platform index, gsi1 `COMPANIES`), then `platform`;
 * or only the companies named (one GetItem each).
 */
async function* companies(only?: ReadonlySet<string>): AsyncGenerator<{ companyId: string; years: number }> {
  if (only) {
    for (const companyId of only) {
      const { Item } = await documentClient().send(
        new GetCommand({
          TableName: config.tableName,
          Key: { pk: keys.company(companyId), sk: keys.companySk },
          ProjectionExpression: '#years',
          ExpressionAttributeNames: { '#years': AUDIT_ARCHIVE_YEARS_ATTRIBUTE },
        }),
      );
      yield { companyId, years: archiveYears(Item?.[AUDIT_ARCHIVE_YEARS_ATTRIBUTE]) };
    }
    return;
  }
  let startKey: Record<string, unknown> | undefined;
  let platformSeen = false;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :companies',
        ExpressionAttributeValues: { ':companies': keys.companiesIndexPk },
        ProjectionExpression: 'company_id, #years',
        ExpressionAttributeNames: { '#years': AUDIT_ARCHIVE_YEARS_ATTRIBUTE },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (typeof item.company_id !== 'string') continue;
      platformSeen ||= item.company_id === PLATFORM_COMPANY_ID;
      yield { companyId: item.company_id, years: archiveYears(item[AUDIT_ARCHIVE_YEARS_ATTRIBUTE]) };
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  if (!platformSeen) yield { companyId: PLATFORM_COMPANY_ID, years: AUDIT_ARCHIVE_YEARS.DEFAULT };
}

/** What an archived line holds: the whole event but its table keys and index keys (the chain's fields, pii and all). */
function archivedLine(item: Record<string, unknown>): string {
  const line: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name === 'pk' || name === 'sk' || name === '_et' || /^gsi\d+(pk|sk)$/.test(name)) continue;
    line[name] = value;
  }
  return canonicalJson(line);
}

/** The company's events recorded on `day`, in chain order, as JSON lines ('' when there were none). */
async function auditDayLines(companyId: string, day: string): Promise<string> {
  const lines: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.auditPk(companyId),
          ':from': `${keys.auditEventsPrefix}${day}T`,
          ':to': `${keys.auditEventsPrefix}${day}T~`,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) lines.push(archivedLine(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

async function exists(bucket: string, key: string): Promise<boolean> {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound') return false;
    throw error;
  }
}

export interface TArchiveRun {
  day: string;
  companies: number;
  written: number;
  /** Already archived (a second run of the day). */
  present: number;
  failed: number;
}

/**
 * The daily copy (docs/architecture.md "Audit log"): each company's events of the previous UTC day as JSON lines,
 * one object a day per company, written once. On AWS into the archive bucket with Object Lock in COMPLIANCE mode
 * until the company's chosen years have passed (nobody, the root account included, can change or delete it before
 * then); locally into the uploads bucket, which has no lock. A day already copied is left as it is, so a rerun
 * writes nothing twice; a company that fails is logged and the others go on (the run reports it, and its next run
 * copies its own previous day: an operator reruns a missed day with `?now=`).
 */
export async function archiveAuditLog(now: Date, log?: TLog, only?: ReadonlySet<string>): Promise<TArchiveRun> {
  const day = previousDay(now);
  const bucket = config.auditArchiveBucket ?? config.uploadsBucket;
  const locked = config.auditArchiveBucket !== undefined && !config.isLocal;
  const run: TArchiveRun = { day, companies: 0, written: 0, present: 0, failed: 0 };
  for await (const { companyId, years } of companies(only)) {
    run.companies += 1;
    try {
      const body = await auditDayLines(companyId, day);
      if (!body) continue;
      const key = auditArchiveKey(companyId, day);
      if (await exists(bucket, key)) {
        run.present += 1;
        continue;
      }
      await s3Client().send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: 'application/x-ndjson',
          ...(locked
            ? {
                ObjectLockMode: 'COMPLIANCE' as const,
                ObjectLockRetainUntilDate: retainUntil(day, years),
                Tagging: `${AUDIT_RETENTION_TAG}=${years}`,
              }
            : {}),
        }),
      );
      run.written += 1;
    } catch (error) {
      run.failed += 1;
      log?.error('audit archive: a company could not be copied', { companyId, day, error });
    }
  }
  log?.info('audit archive: done', { ...run });
  return run;
}
